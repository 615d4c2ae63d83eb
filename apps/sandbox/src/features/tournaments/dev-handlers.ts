/**
 * Dev endpoints of the competitions (`dev-openapi.yaml`): create a challenge or a tournament
 * over catalogue slugs (announced and finished by the competitions job like any other), and run
 * that job now.
 */
import type { Db } from "../../db/types.ts";
import { ok } from "../../lib/envelope.ts";
import { fieldError } from "../../lib/errors.ts";
import type { UntypedHandlers } from "../../lib/handler.ts";
import { imageBase } from "../../lib/public-url.ts";
import type { Services } from "../../services.ts";
import { createChallenge, presentChallenges } from "../challenges/index.ts";
import type { PrizeValueRow } from "../prizes/index.ts";
import { createTournament, scopeTables, type NewTournament } from "./create.ts";
import { runCompetitionJobs } from "./jobs.ts";
import { presentTournamentDetail } from "./present.ts";

interface DevPrize {
  prize_type: "cash" | "free_spin";
  amount?: string;
  currency?: string;
  free_spins_count?: number;
  free_spins_game_slug?: string;
}

async function idsOf(
  db: Db,
  table: "games" | "game_providers" | "game_categories",
  slugs: string[],
  field: string,
): Promise<number[]> {
  const rows = await db
    .selectFrom(table)
    .select(["id", "slug"])
    .where("slug", "in", slugs)
    .execute();
  const missing = slugs.filter((slug) => !rows.some((r) => r.slug === slug));
  if (missing.length > 0)
    throw fieldError(field, "invalid_value", `Unknown: ${missing.join(", ")}`);
  return slugs.map((slug) => rows.find((r) => r.slug === slug)!.id);
}

async function prizeOf(db: Db, prize: DevPrize, field: string): Promise<PrizeValueRow> {
  if (prize.prize_type === "cash")
    return {
      prize_type: "cash",
      prize_amount: prize.amount ?? null,
      prize_currency: prize.currency ?? "USDT",
      free_spins_count: null,
      free_spins_game_id: null,
    };
  const [gameId] = prize.free_spins_game_slug
    ? await idsOf(db, "games", [prize.free_spins_game_slug], `${field}.free_spins_game_slug`)
    : [];
  // Free spins are played by the slot engine (a claimed prize becomes a free-spins bonus).
  if (gameId !== undefined) {
    const game = await db
      .selectFrom("games")
      .select("engine")
      .where("id", "=", gameId)
      .executeTakeFirstOrThrow();
    if (game.engine !== "slot")
      throw fieldError(`${field}.free_spins_game_slug`, "invalid_value", "Not a slot");
  }
  return {
    prize_type: "free_spin",
    prize_amount: null,
    prize_currency: null,
    free_spins_count: prize.free_spins_count ?? null,
    free_spins_game_id: gameId ?? null,
  };
}

/** Turns a refused definition (thrown by the domain's checks) into a 422. */
async function checked<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Error && error.constructor === Error)
      throw fieldError("body", "invalid_value", error.message);
    throw error;
  }
}

/** The competitions' dev handlers. */
export function devCompetitionHandlers(services: Services): UntypedHandlers {
  const { db, clock, config } = services;
  return {
    devCreateChallenge: async (ctx) => {
      const body = ctx.body as {
        title: string;
        description?: string;
        game_slug: string;
        target_type: "multiplier" | "wager";
        target_multiplier?: string;
        target_wager?: string;
        min_bet: string;
        prize: DevPrize;
        winners_limit: number;
        starts_in_seconds?: number;
        duration_seconds?: number;
      };
      const [gameId] = await idsOf(db, "games", [body.game_slug], "game_slug");
      const now = clock.now();
      const startsAt = new Date(now + (body.starts_in_seconds ?? 0) * 1000);
      const row = await checked(async () =>
        createChallenge(db, {
          title: body.title,
          description: body.description ?? null,
          gameId: gameId!,
          targetType: body.target_type,
          ...(body.target_multiplier ? { targetMultiplier: body.target_multiplier } : {}),
          ...(body.target_wager ? { targetWagerUsd: body.target_wager } : {}),
          minBetUsd: body.min_bet,
          prize: await prizeOf(db, body.prize, "prize"),
          winnersLimit: body.winners_limit,
          startsAt,
          endsAt: body.duration_seconds
            ? new Date(startsAt.getTime() + body.duration_seconds * 1000)
            : null,
        }),
      );
      const [challenge] = await presentChallenges(
        db,
        [row],
        undefined,
        imageBase(config, ctx.headers),
        new Date(now),
      );
      return ok(challenge, "Challenge created", 201);
    },

    devCreateTournament: async (ctx) => {
      const body = ctx.body as {
        slug: string;
        title: string;
        summary?: string;
        scope: "single_games" | "providers" | "categories";
        scope_slugs: string[];
        ranking_rule:
          | "highest_multiplier"
          | "highest_point"
          | "random"
          | "wagering_point"
          | "wagering_point_random";
        min_bet: string;
        prize_currency?: string;
        prizes: { rank_from: number; rank_to: number; prize: DevPrize }[];
        starts_in_seconds?: number;
        duration_seconds: number;
      };
      const scopeIds = await idsOf(db, scopeTables[body.scope], body.scope_slugs, "scope_slugs");
      const prizes: NewTournament["prizes"] = [];
      for (const [i, band] of body.prizes.entries())
        prizes.push({
          rankFrom: band.rank_from,
          rankTo: band.rank_to,
          value: await prizeOf(db, band.prize, `prizes.${i}.prize`),
        });
      const taken = await db
        .selectFrom("tournaments")
        .select("id")
        .where("slug", "=", body.slug)
        .executeTakeFirst();
      if (taken) throw fieldError("slug", "invalid_value", "A tournament has this slug");
      const now = clock.now();
      const startsAt = new Date(now + (body.starts_in_seconds ?? 0) * 1000);
      const row = await checked(() =>
        createTournament(db, {
          slug: body.slug,
          title: body.title,
          summary: body.summary ?? null,
          scope: body.scope,
          scopeIds,
          rankingRule: body.ranking_rule,
          minBetUsd: body.min_bet,
          prizeCurrency: body.prize_currency ?? "USDT",
          prizes,
          startsAt,
          endsAt: new Date(startsAt.getTime() + body.duration_seconds * 1000),
        }),
      );
      // Shown even before it starts (the public operations hide it until then).
      const detail = await presentTournamentDetail(
        db,
        row,
        undefined,
        imageBase(config, ctx.headers),
        new Date(now),
      );
      return ok(detail, "Tournament created", 201);
    },

    devRunCompetitionJobs: async () => {
      await runCompetitionJobs(services, new Date(clock.now()));
      return ok(null, "Competitions job ran.");
    },
  };
}
