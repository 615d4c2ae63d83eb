/**
 * E-mail verification links, signed and expiring like Laravel's signed URLs:
 * `${appUrl}/email/verify?id=<user id>&hash=<sha1 of the address>&expires=<unix s>&signature=<hex>`
 * where `signature` is HMAC-SHA256 (app key) of `id=..&hash=..&expires=..` (the contract's
 * scheme); the web shell's page passes them to `GET /api/email-verification`.
 */
import type { User } from "../../db/types.ts";
import { hmac, safeEqual, sha1 } from "../../lib/crypto.ts";
import { message } from "../../lib/player-texts.ts";
import type { Services } from "../../services.ts";

/** How long a verification link is valid (Laravel's default: 60 minutes). */
export const VERIFICATION_LINK_TTL_MS = 60 * 60_000;

/** The signature of a verification link's parameters. */
export function verificationSignature(
  appKey: string,
  id: number,
  hash: string,
  expires: number,
): string {
  return hmac(appKey, `id=${id}&hash=${hash}&expires=${expires}`);
}

/**
 * Checks a link's signature and expiry (not yet the hash against the address).
 * @returns "valid", "invalid" (bad signature) or "expired" (well signed, past `expires`)
 */
export function checkVerificationLink(
  appKey: string,
  link: { id: number; hash: string; expires: number; signature: string },
  nowMs: number,
): "valid" | "invalid" | "expired" {
  if (!safeEqual(verificationSignature(appKey, link.id, link.hash, link.expires), link.signature))
    return "invalid";
  return link.expires * 1000 < nowMs ? "expired" : "valid";
}

/** Seconds between two verification mails to one address. */
export const RESEND_COOLDOWN_MS = 60_000;

/** The verification link of a player's current address. */
export function verificationLink(services: Services, user: User): string {
  const hash = sha1((user.email ?? "").toLowerCase());
  const expires = Math.floor((services.clock.now() + VERIFICATION_LINK_TTL_MS) / 1000);
  const signature = verificationSignature(services.config.appKey, user.id, hash, expires);
  const query = new URLSearchParams({
    id: String(user.id),
    hash,
    expires: String(expires),
    signature,
  });
  return `${services.config.appUrl}/email/verify?${query}`;
}

/** Sends (to the outbox) the verification mail and notes when it was sent. */
export async function sendVerificationMail(services: Services, user: User): Promise<Date> {
  const sentAt = new Date(services.clock.now());
  await services.outbox.send({
    channel: "email",
    to: user.email ?? "",
    ...message(user.lang, "mail.verifyEmail", {
      username: user.username,
      link: verificationLink(services, user),
    }),
  });
  await services.db
    .updateTable("users")
    .set({ email_verification_sent_at: sentAt })
    .where("id", "=", user.id)
    .execute();
  return sentAt;
}
