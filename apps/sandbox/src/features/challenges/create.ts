/**
 * Creating a challenge (the seeds, the dev endpoints and the tests create them this way): checked
 * game, target, prize and period.
 */
import type { ChallengeRow, Db } from "../../db/types.ts";
import type { ContentTranslations } from "../../lib/content-language.ts";
import { dec, fmt } from "@casino/rules";
import { checkPrizeValue, prizeColumns, type PrizeValueRow } from "../prizes/index.ts";

export interface NewChallenge {
  title: string;
  description?: string | null;
  gameId: number;
  targetType: "multiplier" | "wager";
  /** For `multiplier` challenges (at least 1). */
  targetMultiplier?: string;
  /** For `wager` challenges, in USD. */
  targetWagerUsd?: string;
  minBetUsd: string;
  prize: PrizeValueRow;
  winnersLimit: number;
  startsAt: Date;
  endsAt: Date | null;
  /** Set for a challenge that must not be announced (seeded ones, live before anyone is here). */
  announcedAt?: Date | null;
  /** Its title and description in other languages (lib/content-language.ts). */
  translations?: ContentTranslations;
}

/** Creates a challenge on a catalogue game (checked: game, target, prize, period). */
export async function createChallenge(db: Db, input: NewChallenge): Promise<ChallengeRow> {
  const game = await db
    .selectFrom("games")
    .select(["id", "slug"])
    .where("id", "=", input.gameId)
    .executeTakeFirst();
  if (!game) throw new Error(`No game ${input.gameId}`);
  checkPrizeValue(input.prize);
  if (input.winnersLimit < 1) throw new Error("winners_limit must be at least 1");
  if (input.endsAt && input.endsAt <= input.startsAt)
    throw new Error("A challenge ends after it starts");
  const multiplier =
    input.targetType === "multiplier" ? dec(input.targetMultiplier ?? "0") : dec(1);
  if (multiplier < dec(1)) throw new Error("target_multiplier must be at least 1");
  if (input.targetType === "wager" && !(dec(input.targetWagerUsd ?? "0") > 0n))
    throw new Error("A wager challenge needs a positive target_wager_usd");
  return db
    .insertInto("challenges")
    .values({
      title: input.title,
      description: input.description ?? null,
      game_id: game.id,
      game_slug: game.slug,
      target_type: input.targetType,
      target_multiplier: fmt(multiplier, 8),
      target_wager_usd: input.targetType === "wager" ? input.targetWagerUsd! : null,
      min_bet_usd: input.minBetUsd,
      ...prizeColumns(input.prize),
      winners_limit: input.winnersLimit,
      starts_at: input.startsAt,
      ends_at: input.endsAt,
      announced_at: input.announcedAt ?? null,
      translations: JSON.stringify(input.translations ?? {}),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
