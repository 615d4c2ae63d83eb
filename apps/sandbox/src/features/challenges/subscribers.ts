/**
 * Challenge targets from settled rounds: the durable `betSettled` listener (run by
 * src/bet-effects.ts) counts each round once per challenge (`competition_bets`), takes a
 * winner under the challenge row's lock (never more than `winners_limit`) and notifies the wins
 * after the commit.
 */
import { sql, type Transaction } from "kysely";
import type { ChallengeRow, Database } from "../../db/types.ts";
import type { Tx } from "../../lib/ledger.ts";
import { inLanguage } from "../../lib/content-language.ts";
import { dec } from "@casino/rules";
import type { BetSettled, BetEffect } from "../../lib/events.ts";
import { escapeHtml } from "../../lib/html.ts";
import { text } from "../../lib/player-texts.ts";
import type { Services } from "../../services.ts";
import { notify } from "../notifications/index.ts";
import { awardPrize, gameNames } from "../prizes/index.ts";

/**
 * The challenges' durable listener (`BetEffect`, src/bet-effects.ts): counts one settled
 * round towards the live challenges of its game in the caller's transaction; notifies the wins
 * after the commit.
 */
export const challengeBetEffect: BetEffect = async (trx, services, bet) => {
  const won: ChallengeRow[] = [];
  for (const candidate of await liveChallengesOf(trx, bet)) {
    const win = await countIn(trx, candidate, bet);
    if (win) won.push(win);
  }
  return won.length ? () => notifyWins(services, bet, won) : undefined;
};

/** The live challenges of the bet's game whose minimum bet (and multiplier target) it meets. */
async function liveChallengesOf(db: Tx, bet: BetSettled): Promise<ChallengeRow[]> {
  const at = bet.settledAt;
  const candidates = await db
    .selectFrom("challenges")
    .selectAll()
    .where("game_id", "=", bet.gameId)
    // Full ones too: the bet is recorded as counted, and refused under the row lock.
    .where(sql<boolean>`starts_at <= ${at} and (ends_at is null or ends_at > ${at})`)
    .where("min_bet_usd", "<=", bet.stakeUsd)
    .execute();
  return candidates.filter(
    (candidate) =>
      candidate.target_type !== "multiplier" ||
      dec(bet.multiplier) >= dec(candidate.target_multiplier),
  );
}

/**
 * Records that a competition (a challenge or a tournament) counts a bet; false when it already
 * did, so a bet redelivered by the pipeline or the catch-up job counts once.
 */
export async function countBetOnce(
  trx: Transaction<Database>,
  kind: "challenge" | "tournament",
  competitionId: number,
  betId: number,
): Promise<boolean> {
  const counted = await trx
    .insertInto("competition_bets")
    .values({ kind, competition_id: competitionId, bet_id: betId })
    .onConflict((oc) => oc.doNothing())
    .returning("bet_id")
    .executeTakeFirst();
  return counted !== undefined;
}

/** Counts the bet towards one challenge (once, `competition_bets`); the challenge if it won. */
async function countIn(
  trx: Transaction<Database>,
  candidate: ChallengeRow,
  bet: BetSettled,
): Promise<ChallengeRow | undefined> {
  const at = bet.settledAt;
  if (!(await countBetOnce(trx, "challenge", candidate.id, bet.betId))) return undefined;
  // The challenge row is the lock that keeps the winners to `winners_limit`.
  const challenge = await trx
    .selectFrom("challenges")
    .selectAll()
    .where("id", "=", candidate.id)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (challenge.winners_count >= challenge.winners_limit) return undefined;
  const entry = await trx
    .insertInto("challenge_entries")
    .values({ challenge_id: challenge.id, user_id: bet.userId, wagered_usd: bet.stakeUsd })
    .onConflict((oc) =>
      oc.columns(["challenge_id", "user_id"]).doUpdateSet({
        wagered_usd: sql<string>`challenge_entries.wagered_usd + excluded.wagered_usd`,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
  if (entry.completed_at) return undefined;
  const reached =
    challenge.target_type === "multiplier" ||
    dec(entry.wagered_usd) >= dec(challenge.target_wager_usd!);
  if (!reached) return undefined;
  await trx
    .updateTable("challenge_entries")
    .set({ completed_at: at, bet_id: bet.betId })
    .where("challenge_id", "=", challenge.id)
    .where("user_id", "=", bet.userId)
    .execute();
  await trx
    .updateTable("challenges")
    .set({ winners_count: sql<number>`winners_count + 1` })
    .where("id", "=", challenge.id)
    .execute();
  const names = await gameNames(
    trx,
    challenge.free_spins_game_id ? [challenge.free_spins_game_id] : [],
  );
  await awardPrize(
    trx,
    {
      userId: bet.userId,
      source: "challenge",
      sourceId: challenge.id,
      sourceTitle: challenge.title,
      sourceTranslations: challenge.translations,
      rank: null,
      value: challenge,
    },
    at,
    names.get(challenge.free_spins_game_id ?? 0)?.name,
  );
  return challenge;
}

/** Tells the player about each challenge a bet won. */
async function notifyWins(services: Services, bet: BetSettled, won: ChallengeRow[]): Promise<void> {
  const { db } = services;
  for (const challenge of won)
    await notify(
      db,
      services.realtime,
      bet.userId,
      (locale) => ({
        type: "challenge",
        title: text(locale, "notice.challengeCompleted.title"),
        body: text(locale, "notice.challengeCompleted.body", {
          challenge: escapeHtml(inLanguage(challenge, challenge.translations, locale).title),
        }),
        link: "/prizes",
      }),
      new Date(services.clock.now()),
    );
}
