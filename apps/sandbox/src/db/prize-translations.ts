/**
 * A once-only data step of the seed (./seed.ts): the prizes won before prizes had translations
 * get theirs.
 */
import { sql } from "kysely";
import type { ContentTranslations } from "../lib/content-language.ts";
import type { Db, PrizeRow } from "./types.ts";
import { isSeeded, markSeeded } from "./seeded.ts";
import { levelUpPrizeTexts } from "../features/loyalty/level-up-texts.ts";
import { levelOf } from "../features/loyalty/rules.ts";
import { describePrize, gameNames, prizeTranslations } from "../features/prizes/prizes.ts";

/**
 * Gives the prizes won before prizes had translations (migration 0022) theirs, once: the
 * competition's title from its translations as they are now, the description from the prize's
 * value, a level-up reward's from its level.
 * @returns true when this call ran the step
 */
export async function translateStoredPrizes(db: Db, now: Date): Promise<boolean> {
  if (await isSeeded(db, PRIZES_TRANSLATED_KEY)) return false;
  await db.transaction().execute(async (trx) => {
    const untranslated = await trx
      .selectFrom("prizes")
      .selectAll()
      .where(sql<boolean>`translations = '{}'::jsonb`)
      .execute();
    const titles = async (table: "challenges" | "tournaments", source: PrizeRow["source"]) => {
      const ids = untranslated.filter((p) => p.source === source).map((p) => p.source_id);
      if (ids.length === 0) return new Map<number, ContentTranslations>();
      const rows = await trx
        .selectFrom(table)
        .select(["id", "translations"])
        .where("id", "in", ids)
        .execute();
      return new Map(rows.map((row) => [row.id, row.translations]));
    };
    const sources = {
      challenge: await titles("challenges", "challenge"),
      tournament: await titles("tournaments", "tournament"),
    };
    const games = await gameNames(
      trx,
      untranslated.flatMap((p) => (p.free_spins_game_id ? [p.free_spins_game_id] : [])),
    );
    for (const prize of untranslated) {
      const gameName = games.get(prize.free_spins_game_id ?? 0)?.name;
      const translations = prizeTranslations((locale) =>
        prize.source === "level_up"
          ? levelUpPrizeTexts(
              levelOf(prize.source_id),
              prize.prize_amount!,
              prize.prize_currency!,
              locale,
            )
          : {
              source_title: sources[prize.source].get(prize.source_id)?.[locale]?.title,
              description: describePrize(prize, gameName, locale),
            },
      );
      await trx
        .updateTable("prizes")
        .set({ translations: JSON.stringify(translations) })
        .where("id", "=", prize.id)
        .execute();
    }
    await markSeeded(trx, PRIZES_TRANSLATED_KEY, now);
  });
  return true;
}

/** The once-only mark of {@link translateStoredPrizes}. */
const PRIZES_TRANSLATED_KEY = "prize_translations_seeded_at";
