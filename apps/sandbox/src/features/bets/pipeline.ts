/**
 * The one bet pipeline. Every real-money bet, win and rollback of every source (the demo slot,
 * the live table, the provably fair originals) is a ledger transfer between the player's
 * `available` account and the coin's house `bankroll`, and a `game_transactions` row; a round is
 * closed by {@link settleRound}, which writes the gaming-history truth (stake, payout,
 * multiplier) and raises `betSettled`. Each money move is idempotent by `(source, externalId)`:
 * the row is inserted with `ON CONFLICT DO NOTHING` in the same database transaction as the
 * ledger write, so a retry (even concurrent) returns the first result and never charges twice.
 * A rollback of an unknown bet leaves a tombstone under the bet's id, which refuses that bet
 * later. The player's balance is announced (`wallet_balance`) after each committed move.
 * Bonuses (docs/bonuses.md, B13): before a stake moves, `bonusFunding` refuses it over an active
 * bonus's max bet and says whether the bonus money pays it; such a round (`bonus_id`) takes and
 * pays through the player's `bonus` account instead of `available`.
 */
import { sql, type Transaction } from "kysely";
import type {
  BetSource,
  Database,
  GameRound,
  GameTransactionRow,
  GameTransactionType,
} from "../../db/types.ts";
import { dec, div, fmt, mul, type Dec } from "@casino/rules";
import type { BetSettled } from "../../lib/events.ts";
import { unprocessable } from "../../lib/errors.ts";
import {
  applyDeferred,
  houseAccount,
  InsufficientFunds,
  transfer,
  walletAccounts,
} from "../../lib/ledger.ts";
import type { Services } from "../../services.ts";
import { bonusAccount, bonusFunding } from "../bonuses/index.ts";
import { findCoin } from "../wallets/index.ts";
import { checkBet } from "../limits/index.ts";
import {
  fiatAmount,
  price,
  recentPrices,
  type Prices,
  announceBalance,
  touchWallet,
  walletSettings,
  type BalanceReason,
} from "../wallets/index.ts";

type Trx = Transaction<Database>;

/** Decimals of a stored multiplier. */
export const MULTIPLIER_DECIMALS = 8;

/** The game a money move belongs to (no foreign key: the catalogue is another feature). */
export interface GameRef {
  gameId: number;
  gameSlug: string;
}

export interface PlaceBetInput extends GameRef {
  userId: number;
  walletCode: string;
  /** The stake (> 0) in the wallet's coin. */
  amount: Dec;
  /** The round the bet belongs to (the provider's or the original's id). */
  roundId: string;
  source: BetSource;
  /** The caller's id of this bet: the idempotency key with `source`. */
  externalId: string;
}

export interface CreditWinInput extends PlaceBetInput {
  /** The bet this win pays, when the caller names one (refused when unknown or rolled back). */
  betExternalId?: string;
}

export interface RollbackInput {
  userId: number;
  source: BetSource;
  externalId: string;
  betExternalId: string;
  /** Recorded on the tombstone when the bet is unknown. */
  game?: GameRef;
  roundId?: string;
  walletCode?: string;
}

export interface SettleRoundInput {
  userId: number;
  source: BetSource;
  roundId: string;
  /** The game's multiplier; by default payout / stake. */
  multiplier?: Dec;
  /** What decided the round (stored with it, e.g. a provably fair outcome). */
  outcome?: unknown;
}

/**
 * The inputs a provably fair original was played with, recorded with its round so that nothing
 * done to the seed pair later (a client seed change, a rotation) changes what the bet shows.
 */
export interface FairRecord {
  seedPairId: number;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  formulaVersion: number;
  params: unknown;
}

export interface SettleBetInput extends PlaceBetInput {
  /** What the round pays (0 for a loss). */
  payout: Dec;
  multiplier?: Dec;
  /** Stored with the round before the money moves: the inputs a provably fair bet was played with. */
  fair?: FairRecord;
  outcome?: unknown;
}

/** A money move's result. `duplicate`: a retry, the first result is returned. */
export interface MoveResult {
  transaction: GameTransactionRow;
  duplicate: boolean;
}

/** What to tell once the database transaction committed. */
interface AfterCommit {
  balances: Map<string, BalanceReason>;
  settled: GameRound[];
}

/**
 * One unit of work of the pipeline: a database transaction and what its steps share. Created by
 * `run` when the transaction starts and passed to every step; nothing outlives it.
 */
export interface BetTx {
  readonly trx: Trx;
  /** The time every row of the transaction is stamped with. */
  readonly now: Date;
  /** The database (pool) the transaction belongs to (renews the prices' copy). */
  readonly pool: Services["db"];
  /** The display currency of each player the transaction read (read once per transaction). */
  readonly fiats: Map<number, Promise<string>>;
  /**
   * The bankroll deltas of the transaction. Every bet of a coin moves its one bankroll row, which
   * stays locked from its update to the commit: the update is deferred to the end of the
   * transaction, so concurrent bets queue on that row for one statement and the commit rather
   * than for the whole bet (docs/performance.md, "The server under load").
   */
  readonly houseDeltas: Map<number, Dec>;
  /** The balances to announce and the settled rounds to raise `betSettled` for after the commit. */
  readonly after: AfterCommit;
}

const refused = (code: string) => unprocessable(code);

function checkAmount(code: string, amount: Dec, allowZero = false): void {
  const coin = findCoin(code);
  if (!coin) throw refused("wallet_not_found");
  if (amount < 0n || (!allowZero && amount === 0n)) throw refused("amount_invalid");
  const step = 10n ** BigInt(18 - coin.decimals);
  if (amount % step !== 0n) throw refused("amount_invalid");
}

/** The prices (at most `PRICE_MAX_AGE_MS` old) and the player's display currency. */
async function context(tx: BetTx, userId: number) {
  let fiat = tx.fiats.get(userId);
  if (!fiat) {
    fiat = walletSettings(tx.trx, userId).then((settings) => settings.display_currency);
    tx.fiats.set(userId, fiat);
  }
  const [prices, currency] = await Promise.all([recentPrices(tx.trx, tx.pool), fiat]);
  return { prices, fiat: currency };
}

function usd(prices: Prices, amount: Dec, code: string): string {
  return fmt(mul(amount, price(prices, code, "USD")), 8);
}

/** Inserts a money move unless its `(source, external_id)` exists; returns the row and whether it is new. */
async function recordMove(
  trx: Trx,
  row: Omit<GameTransactionRow, "id" | "status" | "multiplier"> & { status: "done" | "tombstone" },
): Promise<{ row: GameTransactionRow; inserted: boolean }> {
  const inserted = await trx
    .insertInto("game_transactions")
    .values(row)
    .onConflict((oc) => oc.columns(["source", "external_id"]).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return { row: inserted, inserted: true };
  const existing = await trx
    .selectFrom("game_transactions")
    .selectAll()
    .where("source", "=", row.source)
    .where("external_id", "=", row.external_id)
    .executeTakeFirstOrThrow();
  // The same id reused for another player or another kind of move is refused, not replayed.
  if (existing.user_id !== row.user_id || existing.type !== row.type) throw refused("bet_refused");
  if (existing.status === "tombstone") throw refused("bet_refused");
  return { row: existing, inserted: false };
}

/**
 * Records a stake or a win of `move.amount` in `move.code` on `round` (see {@link recordMove}),
 * its fiat value at the current prices.
 * @returns the row, whether it is new, and the prices it was valued at
 */
async function recordRoundMove(
  tx: BetTx,
  round: GameRound,
  move: GameRef & {
    userId: number;
    source: BetSource;
    externalId: string;
    betExternalId: string | null;
    type: "game_bet" | "game_win";
    roundId: string;
    code: string;
    amount: Dec;
  },
): Promise<{ row: GameTransactionRow; inserted: boolean; prices: Prices }> {
  const { prices, fiat } = await context(tx, move.userId);
  const recorded = await recordMove(tx.trx, {
    user_id: move.userId,
    game_round_id: round.id,
    source: move.source,
    external_id: move.externalId,
    bet_external_id: move.betExternalId,
    type: move.type,
    status: "done",
    game_id: move.gameId,
    game_slug: move.gameSlug,
    round_id: move.roundId,
    code: move.code,
    amount: fmt(move.amount),
    fiat_amount: fiatAmount(prices, move.amount, move.code, fiat),
    fiat_currency: fiat,
    created_at: tx.now,
  });
  return { ...recorded, prices };
}

async function openRound(trx: Trx, input: PlaceBetInput, now: Date): Promise<GameRound> {
  await trx
    .insertInto("game_rounds")
    .values({
      user_id: input.userId,
      source: input.source,
      round_id: input.roundId,
      game_id: input.gameId,
      game_slug: input.gameSlug,
      code: input.walletCode,
      status: "open",
      seed_pair_id: null,
      nonce: null,
      params: null,
      outcome: null,
      created_at: now,
    })
    .onConflict((oc) => oc.columns(["source", "round_id"]).doNothing())
    .execute();
  return lockRound(trx, input.userId, input.source, input.roundId);
}

async function lockRound(
  trx: Trx,
  userId: number,
  source: BetSource,
  roundId: string,
): Promise<GameRound> {
  const round = await trx
    .selectFrom("game_rounds")
    .selectAll()
    .where("source", "=", source)
    .where("round_id", "=", roundId)
    .forUpdate()
    .executeTakeFirst();
  if (!round || round.user_id !== userId) throw refused("round_closed");
  return round;
}

/**
 * Moves a stake, win or refund between the player and the bankroll. `bonusId` set: the round is
 * played with that bonus's money, so the player's `bonus` account pays or is paid instead of
 * `available` (docs/bonuses.md, rules B12-B13).
 */
async function moveMoney(
  tx: BetTx,
  kind: GameTransactionType,
  userId: number,
  code: string,
  amount: Dec,
  bonusId: number | null = null,
): Promise<void> {
  if (amount === 0n) return;
  const { trx } = tx;
  const accounts = await walletAccounts(trx, userId, code);
  const player = bonusId === null ? accounts.available : await bonusAccount(trx, userId, code);
  const bankroll = await houseAccount(trx, code, "bankroll");
  const toHouse = kind === "game_bet";
  // The bankroll's balance moves once, just before the commit (its hot row): `BetTx.houseDeltas`.
  const deferred = tx.houseDeltas;
  if (!deferred.has(bankroll)) deferred.set(bankroll, 0n);
  try {
    await transfer(trx, {
      kind,
      code,
      legs: [
        [player, toHouse ? -amount : amount],
        [bankroll, toHouse ? amount : -amount],
      ],
      deferred,
    });
  } catch (error) {
    if (error instanceof InsufficientFunds) throw refused("insufficient_balance");
    throw error;
  }
  await touchWallet(trx, userId, code, tx.now);
}

async function placeIn(tx: BetTx, input: PlaceBetInput): Promise<MoveResult> {
  const { trx, now, after } = tx;
  checkAmount(input.walletCode, input.amount);
  const round = await openRound(trx, input, now);
  const { row, inserted, prices } = await recordRoundMove(tx, round, {
    ...input,
    type: "game_bet",
    betExternalId: null,
    code: input.walletCode,
  });
  if (!inserted) return { transaction: row, duplicate: true };
  if (round.status !== "open" || round.code !== input.walletCode) throw refused("round_closed");
  await checkBet(trx, input, now); // responsible gaming: cool-off, self-exclusion, loss and wager limits
  // Bonuses: the max bet while wagering, and which money (real or bonus) pays the stake.
  const bonusId = await bonusFunding(trx, input.userId, input.walletCode, input.amount, round);
  await moveMoney(tx, "game_bet", input.userId, input.walletCode, input.amount, bonusId);
  await trx
    .updateTable("game_rounds")
    .set({
      bonus_id: bonusId,
      stake: sql<string>`stake + ${fmt(input.amount)}::numeric`,
      stake_usd: sql<string>`stake_usd + ${usd(prices, input.amount, input.walletCode)}::numeric`,
    })
    .where("id", "=", round.id)
    .execute();
  after.balances.set(`${input.userId}:${input.walletCode}`, "bet");
  return { transaction: row, duplicate: false };
}

async function winIn(tx: BetTx, input: CreditWinInput): Promise<MoveResult> {
  const { trx, after } = tx;
  checkAmount(input.walletCode, input.amount, true);
  const round = await lockRound(trx, input.userId, input.source, input.roundId);
  const { row, inserted, prices } = await recordRoundMove(tx, round, {
    ...input,
    type: "game_win",
    betExternalId: input.betExternalId ?? null,
    gameId: round.game_id,
    gameSlug: round.game_slug,
    code: round.code,
  });
  if (!inserted) return { transaction: row, duplicate: true };
  if (round.status !== "open" || round.code !== input.walletCode) throw refused("round_closed");
  if (input.betExternalId !== undefined) {
    const bet = await trx
      .selectFrom("game_transactions")
      .select(["status", "game_round_id"])
      .where("source", "=", input.source)
      .where("external_id", "=", input.betExternalId)
      .where("type", "=", "game_bet")
      .executeTakeFirst();
    if (!bet || bet.status !== "done" || bet.game_round_id !== round.id)
      throw refused("bet_refused");
  }
  await moveMoney(tx, "game_win", input.userId, round.code, input.amount, round.bonus_id);
  await trx
    .updateTable("game_rounds")
    .set({
      payout: sql<string>`payout + ${fmt(input.amount)}::numeric`,
      payout_usd: sql<string>`payout_usd + ${usd(prices, input.amount, round.code)}::numeric`,
    })
    .where("id", "=", round.id)
    .execute();
  after.balances.set(`${input.userId}:${round.code}`, "win");
  return { transaction: row, duplicate: false };
}

async function rollbackIn(tx: BetTx, input: RollbackInput): Promise<MoveResult> {
  const { trx, now, after } = tx;
  const { fiat } = await context(tx, input.userId);
  // Claim the bet's id with a tombstone first: a concurrent bet with that id either committed
  // before (the insert waits for it, then does nothing) or will find the tombstone and be refused.
  const code = input.walletCode ?? "USDT";
  await trx
    .insertInto("game_transactions")
    .values({
      user_id: input.userId,
      game_round_id: null,
      source: input.source,
      external_id: input.betExternalId,
      bet_external_id: null,
      type: "game_bet",
      status: "tombstone",
      game_id: input.game?.gameId ?? 0,
      game_slug: input.game?.gameSlug ?? "unknown",
      round_id: input.roundId ?? "",
      code,
      amount: "0",
      fiat_amount: "0",
      fiat_currency: fiat,
      created_at: now,
    })
    .onConflict((oc) => oc.columns(["source", "external_id"]).doNothing())
    .execute();
  const bet = await trx
    .selectFrom("game_transactions")
    .selectAll()
    .where("source", "=", input.source)
    .where("external_id", "=", input.betExternalId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (bet.user_id !== input.userId || bet.type !== "game_bet") throw refused("bet_refused");
  const refund = bet.status === "done" ? dec(bet.amount) : 0n;
  const { row, inserted } = await recordMove(trx, {
    user_id: input.userId,
    game_round_id: bet.game_round_id,
    source: input.source,
    external_id: input.externalId,
    bet_external_id: input.betExternalId,
    type: "game_rollback",
    status: "done",
    game_id: bet.game_id,
    game_slug: bet.game_slug,
    round_id: bet.round_id,
    code: bet.code,
    amount: fmt(refund),
    fiat_amount: refund === 0n ? "0" : bet.fiat_amount,
    fiat_currency: fiat,
    created_at: now,
  });
  if (!inserted || refund === 0n) return { transaction: row, duplicate: !inserted };
  const round = await trx
    .selectFrom("game_rounds")
    .selectAll()
    .where("id", "=", bet.game_round_id!)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (round.status !== "open") throw refused("round_closed");
  const { prices } = await context(tx, input.userId);
  await moveMoney(tx, "game_rollback", input.userId, bet.code, refund, round.bonus_id);
  await trx
    .updateTable("game_transactions")
    .set({ status: "rolled_back" })
    .where("id", "=", bet.id)
    .execute();
  const stake = dec(round.stake) - refund;
  await trx
    .updateTable("game_rounds")
    .set({
      stake: fmt(stake),
      stake_usd: fmt(dec(round.stake_usd) - dec(usd(prices, refund, bet.code))),
      ...(stake === 0n && dec(round.payout) === 0n
        ? { status: "rolled_back" as const, settled_at: now }
        : {}),
    })
    .where("id", "=", round.id)
    .execute();
  after.balances.set(`${input.userId}:${bet.code}`, "rollback");
  return { transaction: row, duplicate: false };
}

async function settleIn(tx: BetTx, input: SettleRoundInput): Promise<GameRound> {
  const { trx, now, after } = tx;
  const round = await lockRound(trx, input.userId, input.source, input.roundId);
  if (round.status !== "open") return round;
  const stake = dec(round.stake);
  const payout = dec(round.payout);
  const multiplier = input.multiplier ?? (stake === 0n ? 0n : div(payout, stake));
  const settled = await trx
    .updateTable("game_rounds")
    .set({
      status: "settled",
      settled_at: now,
      multiplier: fmt(multiplier, MULTIPLIER_DECIMALS),
      ...(input.outcome === undefined ? {} : { outcome: JSON.stringify(input.outcome) }),
    })
    .where("id", "=", round.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx
    .updateTable("game_transactions")
    .set({ multiplier: fmt(multiplier, MULTIPLIER_DECIMALS) })
    // user_id first: the index game_transactions_user serves it (game_round_id has none).
    .where("user_id", "=", round.user_id)
    .where("game_round_id", "=", round.id)
    .where("type", "=", "game_win")
    .execute();
  after.settled.push(settled);
  return settled;
}

/** The `betSettled` payload of a settled round. */
export function betSettledPayload(round: GameRound): BetSettled {
  return {
    betId: round.id,
    userId: round.user_id,
    gameId: round.game_id,
    gameSlug: round.game_slug,
    source: round.source,
    roundId: round.round_id,
    walletCode: round.code,
    stake: fmt(dec(round.stake)),
    payout: fmt(dec(round.payout)),
    multiplier: fmt(dec(round.multiplier ?? "0")),
    stakeUsd: fmt(dec(round.stake_usd)),
    payoutUsd: fmt(dec(round.payout_usd)),
    settledAt: round.settled_at ?? new Date(0),
    bonusId: round.bonus_id,
  };
}

/** Runs `work` in one database transaction, then announces balances and raises `betSettled`. */
async function run<T>(services: Services, work: (tx: BetTx) => Promise<T>): Promise<T> {
  const now = new Date(services.clock.now());
  const after: AfterCommit = { balances: new Map(), settled: [] };
  const result = await services.db.transaction().execute(async (trx) => {
    const tx: BetTx = {
      trx,
      now,
      pool: services.db,
      fiats: new Map(),
      houseDeltas: new Map(),
      after,
    };
    const value = await work(tx);
    await applyDeferred(trx, tx.houseDeltas);
    return value;
  });
  for (const [key, reason] of after.balances) {
    const [userId, code] = key.split(":") as [string, string];
    await announceBalance(services.db, services.realtime, Number(userId), code, reason);
  }
  for (const round of after.settled) services.events.emit("betSettled", betSettledPayload(round));
  return result;
}

/**
 * Takes a stake from the player's balance into the house bankroll (`game_bet`).
 * @throws ApiError 422 `insufficient_balance`, `bet_refused` (the id was rolled back before),
 *   `round_closed`, `amount_invalid`
 */
export function placeBet(services: Services, input: PlaceBetInput): Promise<MoveResult> {
  return run(services, (tx) => placeIn(tx, input));
}

/** Pays a win of an open round from the bankroll to the player (`game_win`). */
export function creditWin(services: Services, input: CreditWinInput): Promise<MoveResult> {
  return run(services, (tx) => winIn(tx, input));
}

/**
 * Refunds a bet of an open round (`game_rollback`); an unknown bet is recorded as rolled back so
 * that a later bet with its id is refused.
 */
export function rollbackBet(services: Services, input: RollbackInput): Promise<MoveResult> {
  return run(services, (tx) => rollbackIn(tx, input));
}

/** Closes a round (stake, payout, multiplier) and raises `betSettled` once. */
export function settleRound(services: Services, input: SettleRoundInput): Promise<GameRound> {
  return run(services, (tx) => settleIn(tx, input));
}

/**
 * Plays a one-shot round: the bet, its win (when the payout is not zero) and the settlement in one
 * database transaction. The one way to play such a round (the provably fair originals, and any
 * caller that knows the payout with the stake). `bet` is the round, or a function that decides it
 * inside the transaction (an original takes its nonce there, so a refused bet consumes none).
 * A retry with the same external id returns the settled round unchanged.
 * @throws ApiError 422 as {@link placeBet}
 */
export function settleBet(
  services: Services,
  bet: SettleBetInput | ((tx: BetTx) => Promise<SettleBetInput>),
): Promise<GameRound> {
  return run(services, async (tx) => {
    const input = typeof bet === "function" ? await bet(tx) : bet;
    const placed = await placeIn(tx, input);
    if (placed.duplicate)
      return tx.trx
        .selectFrom("game_rounds")
        .selectAll()
        .where("id", "=", placed.transaction.game_round_id!)
        .executeTakeFirstOrThrow();
    return settleOpened(tx, input);
  });
}

/** Pays and settles a round whose stake is placed (a one-shot round, or a mines cash-out). */
async function settleOpened(tx: BetTx, input: SettleBetInput): Promise<GameRound> {
  if (input.fair)
    await tx.trx
      .updateTable("game_rounds")
      .set({
        seed_pair_id: input.fair.seedPairId,
        server_seed_hash: input.fair.serverSeedHash,
        client_seed: input.fair.clientSeed,
        nonce: input.fair.nonce,
        formula_version: input.fair.formulaVersion,
        params: JSON.stringify(input.fair.params),
      })
      .where("source", "=", input.source)
      .where("round_id", "=", input.roundId)
      .execute();
  if (input.payout > 0n)
    await winIn(tx, { ...input, amount: input.payout, externalId: `${input.externalId}:win` });
  return settleIn(tx, {
    userId: input.userId,
    source: input.source,
    roundId: input.roundId,
    ...(input.multiplier === undefined ? {} : { multiplier: input.multiplier }),
    outcome: input.outcome,
  });
}

/**
 * Runs the steps of a round played over several requests in one database transaction each (mines:
 * the start places the stake; a reveal or cash-out settles it), with the balance announcements
 * and events after the commit.
 */
export function inPipeline<T>(
  services: Services,
  work: (
    steps: {
      place: (input: PlaceBetInput) => Promise<MoveResult>;
      settle: (input: SettleBetInput) => Promise<GameRound>;
    },
    tx: BetTx,
  ) => Promise<T>,
): Promise<T> {
  return run(services, (tx) =>
    work(
      {
        place: (input) => placeIn(tx, input),
        settle: (input) => settleOpened(tx, input),
      },
      tx,
    ),
  );
}
