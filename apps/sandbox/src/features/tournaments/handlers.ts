/**
 * Tournaments: the list (live first by end time, then finished, newest first), one tournament
 * with its prizes, scope and the caller's standing, and its leaderboard.
 */
import { sql } from "kysely";
import { contentLocale, inLanguage } from "../../lib/content-language.ts";
import type { TournamentRow } from "../../db/types.ts";
import { ok } from "../../lib/envelope.ts";
import { notFound } from "../../lib/errors.ts";
import type { Handlers } from "../../lib/handler.ts";
import { paginate } from "../../lib/paginate.ts";
import { imageBase } from "../../lib/public-url.ts";
import type { Services } from "../../services.ts";
import {
  findTournament,
  leaderboardPage,
  presentTournamentDetail,
  presentTournaments,
  tournamentsQuery,
} from "./present.ts";

/** The handlers of the tournaments feature. */
export function tournamentHandlers(services: Services): Handlers {
  const { db, config, clock } = services;

  /** A tournament's row with its texts in the request's language. */
  const translated = (row: TournamentRow, lang: string | undefined) =>
    inLanguage(row, row.translations, contentLocale(lang));

  const tournamentOr404 = async (idOrSlug: string, now: Date) => {
    const row = await findTournament(db, idOrSlug, now);
    if (!row) throw notFound();
    return row;
  };

  return {
    listTournaments: async (ctx) => {
      const now = new Date(clock.now());
      const query = tournamentsQuery(db, ctx.query.status, now);
      const page = await paginate(
        query
          .selectAll()
          // Live ones first, soonest end first; then finished ones, latest end first.
          .orderBy(sql`case when ends_at > ${now} and finished_at is null then 0 else 1 end`)
          .orderBy(sql`case when ends_at > ${now} and finished_at is null then ends_at end`)
          .orderBy("ends_at", "desc")
          .orderBy("id", "desc"),
        query.select((eb) => eb.fn.countAll<string>().as("count")),
        ctx.query,
      );
      return ok({
        ...page,
        data: await presentTournaments(
          db,
          page.data.map((row) => translated(row, ctx.lang)),
          imageBase(config, ctx.headers),
          now,
        ),
      });
    },

    getTournament: async (ctx) => {
      const now = new Date(clock.now());
      const row = await tournamentOr404(ctx.params.id, now);
      const base = imageBase(config, ctx.headers);
      return ok(
        await presentTournamentDetail(db, translated(row, ctx.lang), ctx.auth?.user.id, base, now),
      );
    },

    getTournamentLeaderboard: async (ctx) => {
      const row = await tournamentOr404(ctx.params.id, new Date(clock.now()));
      const { page = 1, per_page = 20 } = ctx.query;
      const base = imageBase(config, ctx.headers);
      return ok(await leaderboardPage(db, row, ctx.auth?.user.id, base, page, per_page));
    },
  };
}
