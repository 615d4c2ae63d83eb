/**
 * The player's consent: confirmed being of legal age and accepted the terms, given together and
 * recorded as one moment (`users.terms_accepted_at`), at sign-up (`POST /api/register`) or later
 * (`POST /api/user/consent`) for an account that joined another way. Until then the contract
 * layer refuses the operations marked `x-requires-consent` (403 `consent_required`).
 */
import type { Db, User } from "../../db/types.ts";
import type { FieldErrors } from "../../lib/errors.ts";

/** The two boxes a player ticks, as both requests carry them. */
export interface ConsentBoxes {
  age_confirmed: boolean;
  terms_accepted: boolean;
}

/** `required` on each box not ticked (nothing is recorded then). */
export function consentErrors(input: ConsentBoxes): FieldErrors {
  const errors: FieldErrors = {};
  if (input.age_confirmed !== true) errors.age_confirmed = ["required"];
  if (input.terms_accepted !== true) errors.terms_accepted = ["required"];
  return errors;
}

/** True while the player has not consented: what `User.consent_required` says. */
export function consentRequired(user: Pick<User, "terms_accepted_at">): boolean {
  return user.terms_accepted_at === null;
}

/**
 * Records the consent at `now` unless the player has already consented (the first moment stays,
 * also when two requests race).
 */
export async function recordConsent(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .updateTable("users")
    .set({ terms_accepted_at: now, updated_at: now })
    .where("id", "=", userId)
    .where("terms_accepted_at", "is", null)
    .execute();
}
