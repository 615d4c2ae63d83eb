/**
 * E-mail verification links: `${appUrl}/email/verify?id=<user id>&hash=<sha1 of the address>`
 * (the contract's scheme); the web shell's page calls `GET /api/email-verification`.
 */
import type { User } from "../db/types.ts";
import { sha1 } from "../lib/crypto.ts";
import type { Services } from "../services.ts";

/** Seconds between two verification mails to one address. */
export const RESEND_COOLDOWN_MS = 60_000;

/** The verification link of a player's current address. */
export function verificationLink(services: Services, user: User): string {
  const query = new URLSearchParams({ id: String(user.id), hash: sha1((user.email ?? "").toLowerCase()) });
  return `${services.config.appUrl}/email/verify?${query}`;
}

/** Sends (to the outbox) the verification mail and notes when it was sent. */
export async function sendVerificationMail(services: Services, user: User): Promise<Date> {
  const sentAt = new Date(services.clock.now());
  await services.outbox.send({
    channel: "email",
    to: user.email ?? "",
    subject: "Verify your e-mail address",
    text: `Hello ${user.username},\n\nPlease confirm your e-mail address by opening this link:\n${verificationLink(services, user)}\n\nIf you did not create an account, ignore this mail.`,
  });
  await services.db.updateTable("users").set({ email_verification_sent_at: sentAt }).where("id", "=", user.id).execute();
  return sentAt;
}
