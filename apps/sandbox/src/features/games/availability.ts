/**
 * Whether a player may play a game: `INACTIVE` (switched off), `LOCATION_BLOCKED` (the caller's
 * country, by the same client-IP rule as the sign-in country check, is on the game's list),
 * `HIDDEN_WHEN_BONUS` (the game is excluded while the player has an active bonus), else
 * `CAN_PLAY`. The first rule that applies wins, in that order.
 */
import type { Db } from "../../db/types.ts";
import type { Tx } from "../../lib/ledger.ts";
import type { Schemas } from "../../lib/contract-types.ts";
import { forbidden, type ApiError } from "../../lib/errors.ts";

export type Availability = Schemas["GameAvailability"];

/** Who is asking: their country (null when unknown) and whether a bonus of theirs is active. */
export interface Viewer {
  country: string | null;
  bonusActive: boolean;
}

/** A guest from nowhere known. */
export const anonymousViewer: Viewer = { country: null, bonusActive: false };

/** The availability of a game for a viewer. */
export function availabilityOf(
  game: { status: string; blocked_countries: readonly string[]; hidden_when_bonus: boolean },
  viewer: Viewer,
): Availability {
  if (game.status !== "active") return "INACTIVE";
  if (viewer.country && game.blocked_countries.includes(viewer.country)) return "LOCATION_BLOCKED";
  if (game.hidden_when_bonus && viewer.bonusActive) return "HIDDEN_WHEN_BONUS";
  return "CAN_PLAY";
}

/** The 403 a launch refused for this availability gets (undefined: may play). */
export function refusal(availability: Availability): ApiError | undefined {
  switch (availability) {
    case "INACTIVE":
      return forbidden("game_inactive");
    case "LOCATION_BLOCKED":
      return forbidden("game_location_blocked");
    case "HIDDEN_WHEN_BONUS":
      return forbidden("game_hidden_when_bonus");
    default:
      return undefined;
  }
}

/** Whether the player has an active bonus (status `active`, docs/bonuses.md rule B12). */
export async function hasActiveBonus(db: Db, userId: number): Promise<boolean> {
  return activeBonusExists(db, userId);
}

/** Whether the player has an active bonus (the catalogue's `HIDDEN_WHEN_BONUS`). */
async function activeBonusExists(db: Tx, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom("bonuses")
    .select("id")
    .where("user_id", "=", userId)
    .where("status", "=", "active")
    .executeTakeFirst();
  return Boolean(row);
}
