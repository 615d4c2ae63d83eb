/**
 * Challenges: a target on one game (`multiplier`: one settled bet of at least `min_bet_usd` whose
 * multiplier reaches `target_multiplier`; `wager`: bets of at least `min_bet_usd` on the game
 * adding up to `target_wager_usd`), a prize for the first `winners_limit` players. Completion is
 * read from the bet pipeline's `betSettled`: each bet counts once per challenge
 * (`competition_bets`), and the challenge row is locked while a winner is taken, so never more
 * than `winners_limit` players win. The scheduled {@link openDueChallenges} announces a challenge
 * once when it goes live (`player_new_challenge`).
 */
import { sql, type Transaction } from "kysely";
import type { ChallengeRow, Database, Db } from "../../db/types.ts";
import type { Tx } from "../../lib/ledger.ts";
import {
  contentLocale,
  inLanguage,
  type ContentTranslations,
  type Locale,
} from "../../lib/content-language.ts";
import type { Schemas } from "../../lib/contract-types.ts";
import { dec, fmt } from "@casino/rules";
import type { BetSettled } from "../../lib/events.ts";
import { escapeHtml } from "../../lib/html.ts";
import { text } from "../../lib/player-texts.ts";
import { imageBase } from "../../lib/public-url.ts";
import type { Services } from "../../services.ts";
import { gameImage } from "../games/catalogue.ts";
import type { BetEffect } from "../bets/durable.ts";
import { notify } from "../notifications/notifications.ts";
import {
  awardPrize,
  checkPrizeValue,
  gameNames,
  presentPrizeValue,
  prizeColumns,
  type PrizeValueRow,
} from "../prizes/prizes.ts";

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

/** `live` (started, not ended, winners left), `finished`, or `upcoming`. */
export function challengeStatus(row: ChallengeRow, now: Date): "upcoming" | "live" | "finished" {
  if (row.starts_at > now) return "upcoming";
  if ((row.ends_at && row.ends_at <= now) || row.winners_count >= row.winners_limit)
    return "finished";
  return "live";
}

function liveAt(now: Date) {
  return sql<boolean>`starts_at <= ${now} and (ends_at is null or ends_at > ${now}) and winners_count < winners_limit`;
}

/** Challenges of a status, as a query (for lists and counts). */
export function challengesQuery(db: Db, type: "live" | "finished", now: Date) {
  const query = db.selectFrom("challenges");
  return type === "live"
    ? query.where(liveAt(now))
    : query
        .where("starts_at", "<=", now)
        .where(
          sql<boolean>`((ends_at is not null and ends_at <= ${now}) or winners_count >= winners_limit)`,
        );
}

/** How many challenges are live (`challenge_count` of the general settings). */
export async function liveChallengeCount(db: Db, now: Date): Promise<number> {
  const row = await challengesQuery(db, "live", now)
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The contract's `Challenge` for rows, as one player (or a guest) sees them. */
export async function presentChallenges(
  db: Db,
  rows: ChallengeRow[],
  userId: number | undefined,
  base: string,
  now: Date,
): Promise<Schemas["Challenge"][]> {
  if (rows.length === 0) return [];
  const games = await gameNames(
    db,
    rows.flatMap((r) => [r.game_id, ...(r.free_spins_game_id ? [r.free_spins_game_id] : [])]),
  );
  const completed = new Map<number, Date>();
  if (userId !== undefined) {
    const entries = await db
      .selectFrom("challenge_entries")
      .select(["challenge_id", "completed_at"])
      .where("user_id", "=", userId)
      .where(
        "challenge_id",
        "in",
        rows.map((r) => r.id),
      )
      .where("completed_at", "is not", null)
      .execute();
    for (const e of entries) completed.set(e.challenge_id, e.completed_at!);
  }
  return rows.map((row) => {
    const game = games.get(row.game_id);
    const slug = game?.slug ?? row.game_slug;
    const done = completed.get(row.id);
    const status = challengeStatus(row, now);
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      image: gameImage(base, slug),
      game: { id: row.game_id, slug, name: game?.name ?? slug, image: gameImage(base, slug) },
      status: done ? "completed" : status === "finished" ? "finished" : "live",
      target_type: row.target_type,
      target_multiplier: fmt(dec(row.target_multiplier)),
      target_wager: row.target_wager_usd === null ? null : fmt(dec(row.target_wager_usd), 2),
      min_bet: fmt(dec(row.min_bet_usd), 2),
      min_bet_currency: "USD",
      prize: presentPrizeValue(row, games, base),
      winners_limit: row.winners_limit,
      winners_count: row.winners_count,
      starts_at: row.starts_at.toISOString(),
      ends_at: row.ends_at?.toISOString() ?? null,
      completed_at: done?.toISOString() ?? null,
    };
  });
}

/**
 * The challenges' durable listener (`BetEffect`, features/bets/effects.ts): counts one settled
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

/** A player who may be listening, with the language their pushed texts are written in. */
export interface Listener {
  userId: number;
  /** `users.lang` (English when unknown): the language of the texts pushed to the player. */
  locale: Locale;
}

/** The players who may be listening: those with a live session, each with their language. */
export async function signedInPlayers(db: Db, now: Date): Promise<Listener[]> {
  const rows = await db
    .selectFrom("users")
    .select(["id", "lang"])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("auth_tokens")
          .select("auth_tokens.id")
          .whereRef("auth_tokens.user_id", "=", "users.id")
          .where("auth_tokens.revoked_at", "is", null)
          .where("auth_tokens.expires_at", ">", now),
      ),
    )
    .orderBy("id")
    .execute();
  return rows.map((r) => ({ userId: r.id, locale: contentLocale(r.lang) }));
}

/**
 * Announces, once each, the challenges that went live (`player_new_challenge` to every signed-in
 * player). Idempotent: the announcement is claimed with one conditional update. The event goes to
 * each player's private channel, so its texts (title, description) are written in that player's
 * account language (`users.lang`), as a content answer in that language would be; the clients
 * read their challenge lists again on it, in their interface language.
 * @returns how many challenges were announced
 */
export async function openDueChallenges(services: Services, now: Date): Promise<number> {
  const { db } = services;
  const opened = await db
    .updateTable("challenges")
    .set({ announced_at: now })
    .where("announced_at", "is", null)
    .where(liveAt(now))
    .returningAll()
    .execute();
  if (opened.length === 0) return 0;
  const players = await signedInPlayers(db, now);
  const base = imageBase(services.config);
  for (const { userId, locale } of players) {
    const translated = opened.map((row) => inLanguage(row, row.translations, locale));
    const presented = await presentChallenges(db, translated, userId, base, now);
    for (const challenge of presented)
      await services.realtime.toPlayer(userId, "player_new_challenge", { challenge });
  }
  return opened.length;
}
