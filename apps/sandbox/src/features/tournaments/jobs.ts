/**
 * The competitions' scheduled work: announces a tournament once when it goes live
 * (`player_new_tournament`), finishes each ended tournament exactly once (one conditional update
 * claims it, in the same transaction as the final ranks and the prizes) and notifies the winners.
 */
import type { TournamentRow } from "../../db/types.ts";
import { inLanguage, type Locale } from "../../lib/content-language.ts";
import type { Schemas } from "../../lib/contract-types.ts";
import { dec } from "@casino/rules";
import { escapeHtml } from "../../lib/html.ts";
import { text } from "../../lib/player-texts.ts";
import { imageBase } from "../../lib/public-url.ts";
import type { Services } from "../../services.ts";
import { openDueChallenges, signedInPlayers } from "../challenges/index.ts";
import { unprocessedRounds, betSettledPayload } from "../bets/index.ts";
import { notify } from "../notifications/index.ts";
import {
  awardPrize,
  gameNames,
  prizeColumns,
  prizeNoticeText,
  type PrizeValueRow,
} from "../prizes/index.ts";
import { finalOrder } from "./ranking.ts";
import type { Trx } from "./create.ts";
import { prizesOf, presentTournaments } from "./present.ts";
import { countTournamentBet } from "./subscribers.ts";

/**
 * Announces, once each, the tournaments that went live (`player_new_tournament` to every
 * signed-in player). The event goes to each player's private channel, so its texts (title,
 * summary) are written in that player's account language (`users.lang`), as a content answer in
 * that language would be; the clients read their tournament lists again on it, in their
 * interface language.
 * @returns how many were announced
 */
export async function openDueTournaments(services: Services, now: Date): Promise<number> {
  const { db } = services;
  const opened = await db
    .updateTable("tournaments")
    .set({ announced_at: now })
    .where("announced_at", "is", null)
    .where("starts_at", "<=", now)
    .where("ends_at", ">", now)
    .returningAll()
    .execute();
  if (opened.length === 0) return 0;
  // Presented once per language the listening players read.
  const inLocale = new Map<Locale, Promise<Schemas["Tournament"][]>>();
  const presentedIn = (locale: Locale) => {
    let presented = inLocale.get(locale);
    if (!presented) {
      const translated = opened.map((row) => inLanguage(row, row.translations, locale));
      presented = presentTournaments(db, translated, imageBase(services.config), now);
      inLocale.set(locale, presented);
    }
    return presented;
  };
  for (const { userId, locale } of await signedInPlayers(db, now))
    for (const tournament of await presentedIn(locale))
      await services.realtime.toPlayer(userId, "player_new_tournament", { tournament });
  return opened.length;
}

/** One winner of a finished tournament. */
interface Winner {
  userId: number;
  rank: number;
  tournament: Pick<TournamentRow, "title" | "translations">;
  prize: PrizeValueRow;
  gameName: string | undefined;
}

async function finishOne(trx: Trx, tournamentId: number, now: Date): Promise<Winner[] | undefined> {
  // The claim: only one finisher's update matches (a concurrent one waits, then finds it set).
  const tournament = await trx
    .updateTable("tournaments")
    .set({ finished_at: now })
    .where("id", "=", tournamentId)
    .where("finished_at", "is", null)
    .where("ends_at", "<=", now)
    .returningAll()
    .executeTakeFirst();
  if (!tournament) return undefined;
  const entries = await trx
    .selectFrom("tournament_entries")
    .select(["user_id", "points", "reached_at"])
    .where("tournament_id", "=", tournamentId)
    .execute();
  const order = finalOrder(
    tournament.ranking_rule,
    entries.map((e) => ({ userId: e.user_id, points: dec(e.points), reachedAt: e.reached_at })),
    tournament.draw_seed,
    tournament.id,
  );
  const prizes = await prizesOf(trx, [tournamentId]);
  const names = await gameNames(
    trx,
    prizes.flatMap((p) => (p.free_spins_game_id ? [p.free_spins_game_id] : [])),
  );
  const winners: Winner[] = [];
  for (const [i, standing] of order.entries()) {
    const rank = i + 1;
    await trx
      .updateTable("tournament_entries")
      .set({ final_rank: rank })
      .where("tournament_id", "=", tournamentId)
      .where("user_id", "=", standing.userId)
      .execute();
    const band = prizes.find((p) => rank >= p.rank_from && rank <= p.rank_to);
    if (!band) continue;
    const prize = await awardPrize(
      trx,
      {
        userId: standing.userId,
        source: "tournament",
        sourceId: tournament.id,
        sourceTitle: tournament.title,
        sourceTranslations: tournament.translations,
        rank,
        value: band,
      },
      now,
      names.get(band.free_spins_game_id ?? 0)?.name,
    );
    if (prize)
      winners.push({
        userId: standing.userId,
        rank,
        tournament,
        prize: prizeColumns(band),
        gameName: names.get(band.free_spins_game_id ?? 0)?.name,
      });
  }
  return winners;
}

/**
 * Before a tournament's final ranking: counts the rounds settled during it that the tournaments
 * listener has not processed (an event lost to a restart, or still in flight), as the catch-up job
 * would later, when the tournament is already final. Counting is once per tournament and round.
 */
async function countMissedBets(services: Services, tournamentId: number): Promise<void> {
  const tournament = await services.db
    .selectFrom("tournaments")
    .select(["starts_at", "ends_at"])
    .where("id", "=", tournamentId)
    .executeTakeFirstOrThrow();
  const missed = await unprocessedRounds(services.db, "tournaments")
    .where("r.settled_at", ">=", tournament.starts_at)
    .where("r.settled_at", "<", tournament.ends_at)
    .limit(1000)
    .execute();
  for (const round of missed) await countTournamentBet(services, betSettledPayload(round));
}

/**
 * Finishes every tournament that has ended: final ranks, prizes awarded, winners notified. Safe
 * to run any number of times and concurrently: each tournament finishes once.
 * @returns how many tournaments this call finished
 */
export async function finishDueTournaments(services: Services, now: Date): Promise<number> {
  const { db } = services;
  const due = await db
    .selectFrom("tournaments")
    .select("id")
    .where("finished_at", "is", null)
    .where("ends_at", "<=", now)
    .orderBy("ends_at")
    .execute();
  let finished = 0;
  for (const { id } of due) {
    await countMissedBets(services, id);
    const winners = await db.transaction().execute((trx) => finishOne(trx, id, now));
    if (!winners) continue;
    finished += 1;
    for (const winner of winners)
      await notify(
        db,
        services.realtime,
        winner.userId,
        (locale) => {
          const prize = prizeNoticeText(locale, winner.prize, winner.gameName);
          const { title } = inLanguage(
            { title: winner.tournament.title },
            winner.tournament.translations,
            locale,
          );
          return {
            type: "tournament",
            title: text(locale, "notice.tournamentFinished.title", { rank: winner.rank }),
            body: text(locale, "notice.tournamentFinished.body", {
              tournament: escapeHtml(title),
              rank: winner.rank,
              prize: escapeHtml(prize.text),
            }),
            link: "/prizes",
            amounts: prize.amounts,
          };
        },
        now,
      );
  }
  return finished;
}

/** The scheduled work of competitions: announce what went live, finish what ended. */
export async function runCompetitionJobs(services: Services, now: Date): Promise<void> {
  await openDueChallenges(services, now);
  await openDueTournaments(services, now);
  await finishDueTournaments(services, now);
}
