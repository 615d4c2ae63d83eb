/**
 * Demo competitions over the seeded catalogue, written once (`sandbox_meta` key): live
 * challenges on the originals and a slot, and live tournaments of each scope, so a player can
 * join them in the browser at once. Seeded as already announced (nobody is listening at the
 * first start). Runs after the catalogue's seed.
 */
import type { Db } from "../../db/types.ts";
import { createChallenge } from "../challenges/index.ts";
import { cashPrize } from "../prizes/index.ts";
import { createTournament } from "./create.ts";
import { isSeeded, markSeeded } from "../../db/seeded.ts";
import { seedTranslations } from "../../db/seed-translations.ts";

const SEEDED_KEY = "competitions_seeded_at";
const DAY = 86_400_000;

/**
 * Seeds the demo challenges and tournaments once (needs the catalogue).
 * @returns true when it seeded them
 */
export async function seedCompetitions(db: Db, now: Date): Promise<boolean> {
  if (await isSeeded(db, SEEDED_KEY)) return false;
  const games = await db
    .selectFrom("games")
    .select(["id", "slug", "engine", "provider_id"])
    .where("status", "=", "active")
    .orderBy("id")
    .execute();
  const bySlug = (slug: string) => games.find((g) => g.slug === slug);
  const dice = bySlug("dice");
  const limbo = bySlug("limbo");
  const slot = games.find((g) => g.engine === "slot");
  if (!dice || !limbo || !slot) return false;
  const slotsCategory = await db
    .selectFrom("game_categories")
    .select("id")
    .where("slug", "=", "slots")
    .executeTakeFirst();
  const common = { startsAt: now, announcedAt: now };
  // Each with its texts in the other languages (db/seed-translations.ts).
  const challenge = (input: Parameters<typeof createChallenge>[1]) =>
    createChallenge(db, {
      ...input,
      translations: seedTranslations({ title: input.title, description: input.description }),
    });
  const tournament = (input: Parameters<typeof createTournament>[1]) =>
    createTournament(db, {
      ...input,
      translations: seedTranslations({
        title: input.title,
        summary: input.summary,
        description: input.description,
      }),
    });
  const freeSpins = {
    prize_type: "free_spin" as const,
    prize_amount: null,
    prize_currency: null,
    free_spins_count: 20,
    free_spins_game_id: slot.id,
  };

  await challenge({
    ...common,
    title: "Roll x10 on Dice",
    description: "Win a dice bet paying at least x10 with a stake of 0.50 USD or more.",
    gameId: dice.id,
    targetType: "multiplier",
    targetMultiplier: "10",
    minBetUsd: "0.5",
    prize: cashPrize("5"),
    winnersLimit: 10,
    endsAt: new Date(now.getTime() + 30 * DAY),
  });
  await challenge({
    ...common,
    title: "Limbo x100",
    description: "Hit a x100 limbo target with a stake of at least 0.20 USD.",
    gameId: limbo.id,
    targetType: "multiplier",
    targetMultiplier: "100",
    minBetUsd: "0.2",
    prize: cashPrize("25"),
    winnersLimit: 3,
    endsAt: new Date(now.getTime() + 30 * DAY),
  });
  await challenge({
    ...common,
    title: "Wager 100 USD on Dice",
    description: "Wager 100 USD in dice bets of at least 1 USD each.",
    gameId: dice.id,
    targetType: "wager",
    targetWagerUsd: "100",
    minBetUsd: "1",
    prize: freeSpins,
    winnersLimit: 20,
    endsAt: null,
  });

  await tournament({
    ...common,
    slug: "dice-multiplier-week",
    title: "Dice & Limbo Multiplier Week",
    summary: "The highest single multiplier on Dice or Limbo wins.",
    description:
      "<p>Your best single multiplier on Dice or Limbo (stake at least 0.20 USD) is your score.</p>",
    scope: "single_games",
    scopeIds: [dice.id, limbo.id],
    rankingRule: "highest_multiplier",
    minBetUsd: "0.2",
    prizeCurrency: "USDT",
    prizes: [
      { rankFrom: 1, rankTo: 1, value: cashPrize("50") },
      { rankFrom: 2, rankTo: 3, value: cashPrize("20") },
      { rankFrom: 4, rankTo: 10, value: freeSpins },
    ],
    endsAt: new Date(now.getTime() + 7 * DAY),
  });
  await tournament({
    ...common,
    slug: "originals-wager-race",
    title: "Originals Wager Race",
    summary: "One point per USD wagered on the Casino Originals.",
    description: "<p>Every USD you stake on an original (0.10 USD or more a bet) is a point.</p>",
    scope: "providers",
    scopeIds: [dice.provider_id],
    rankingRule: "wagering_point",
    minBetUsd: "0.1",
    prizeCurrency: "USDT",
    prizes: [
      { rankFrom: 1, rankTo: 1, value: cashPrize("100") },
      { rankFrom: 2, rankTo: 5, value: cashPrize("25") },
    ],
    endsAt: new Date(now.getTime() + 14 * DAY),
  });
  if (slotsCategory)
    await tournament({
      ...common,
      slug: "slots-lucky-draw",
      title: "Slots Lucky Draw",
      summary: "Wager on any slot: every USD is a ticket in the final draw.",
      description: "<p>Points are USD wagered on slots; winners are drawn weighted by points.</p>",
      scope: "categories",
      scopeIds: [slotsCategory.id],
      rankingRule: "wagering_point_random",
      minBetUsd: "0.2",
      prizeCurrency: "USDT",
      prizes: [{ rankFrom: 1, rankTo: 5, value: cashPrize("10") }],
      endsAt: new Date(now.getTime() + 7 * DAY),
    });
  await markSeeded(db, SEEDED_KEY, now);
  return true;
}
