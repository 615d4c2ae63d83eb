/**
 * The seamless wallet, shaped like the aggregators': `balance`, `bet`, `win`, `rollback` of a
 * game session, each keyed by the provider's transaction id. The game engines of this server
 * call these very functions (results are decided here, never in the game page); the public
 * `/wallet-api/*` calls expose them for the aggregator shape.
 *
 * A real session moves money through the bet pipeline (`placeBet`, `creditWin`, `rollbackBet`,
 * `settleRound`: ledger, history, `wallet_balance`, `betSettled`), idempotent by the transaction
 * id. A fun session moves its play-money balance only, with the same rules, recorded in
 * `seamless_wallet_operations`: a retried bet never charges twice, a rollback of an unknown bet
 * is recorded and refuses a later bet with that id.
 */
import { sql, type Transaction } from "kysely";
import type { BetSource, Database } from "../../db/types.ts";
import { dec, fmt, isDecimal, type Dec } from "@casino/rules";
import { unprocessable } from "../../lib/errors.ts";
import type { Services } from "../../services.ts";
import { creditWin, placeBet, rollbackBet, settleRound } from "../bets/index.ts";
import { balanceOf, type GameSession } from "../game-sessions/index.ts";
import { findCoin } from "../wallets/index.ts";

type Trx = Transaction<Database>;

/** Play money is kept to this many decimals. */
export const FUN_DECIMALS = 8;

/** The decimals of a session's money: play money's, or its wallet coin's. */
export const sessionDecimals = (session: GameSession) =>
  session.mode === "fun" ? FUN_DECIMALS : (findCoin(session.wallet_code!)?.decimals ?? 8);

export interface WalletResult {
  balance: string;
  currency: string;
  transactionId: string;
  /** A retry of an operation already done: its first result is returned. */
  duplicate: boolean;
}

export interface BetInput {
  transactionId: string;
  roundId: string;
  amount: Dec;
}

export interface WinInput {
  transactionId: string;
  betTransactionId: string;
  roundId: string;
  amount: Dec;
  /** Closes the round (history, `betSettled`); false while free spins still pay into it. */
  finished?: boolean;
}

export interface RollbackRequest {
  transactionId: string;
  betTransactionId: string;
}

/** The pipeline's source for a session's engine. */
export const sourceOf = (session: GameSession): BetSource =>
  session.engine === "slot" ? "slot" : session.engine === "roulette" ? "table" : "original";

const gameRef = (session: GameSession) => ({
  gameId: session.game_id,
  gameSlug: session.game_slug,
});

/** Parses an amount of the wallet API (a positive decimal string). */
export function parseAmount(value: string, allowZero = false): Dec {
  if (!isDecimal(value)) throw unprocessable("amount_invalid");
  const amount = dec(value);
  if (amount < 0n || (!allowZero && amount === 0n)) throw unprocessable("amount_invalid");
  return amount;
}

function checkFunAmount(amount: Dec): void {
  if (amount % 10n ** BigInt(18 - FUN_DECIMALS) !== 0n) throw unprocessable("amount_invalid");
}

async function result(
  services: Services,
  session: GameSession,
  transactionId: string,
  duplicate: boolean,
  balance?: string,
): Promise<WalletResult> {
  return {
    balance: balance ?? (await balanceOf(services, session)),
    currency: session.currency ?? session.wallet_code ?? "",
    transactionId,
    duplicate,
  };
}

interface FunOp {
  kind: "bet" | "win" | "rollback";
  transactionId: string;
  betTransactionId: string | null;
  roundId: string;
  amount: Dec;
}

/** The fun operations of one kind whose own id, or whose bet's id, is `id`. */
const funOps = (
  trx: Trx,
  kind: FunOp["kind"],
  column: "transaction_id" | "bet_transaction_id",
  id: string,
) => trx.selectFrom("seamless_wallet_operations").where("kind", "=", kind).where(column, "=", id);

/** Whether a fun operation of that kind names `id` in `column`. */
async function hasFunOp(
  trx: Trx,
  kind: FunOp["kind"],
  column: "transaction_id" | "bet_transaction_id",
  id: string,
): Promise<boolean> {
  return (await funOps(trx, kind, column, id).select("id").executeTakeFirst()) !== undefined;
}

/** Records a fun operation unless its id exists; returns the existing one otherwise. */
async function recordFun(trx: Trx, session: GameSession, op: FunOp) {
  const inserted = await trx
    .insertInto("seamless_wallet_operations")
    .values({
      session_id: session.id,
      kind: op.kind,
      transaction_id: op.transactionId,
      bet_transaction_id: op.betTransactionId,
      round_id: op.roundId,
      amount: fmt(op.amount),
      balance_after: "0",
    })
    .onConflict((oc) => oc.columns(["kind", "transaction_id"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  if (inserted) return { id: inserted.id, existing: undefined };
  const existing = await funOps(trx, op.kind, "transaction_id", op.transactionId)
    .selectAll()
    .executeTakeFirstOrThrow();
  // The same id from another session is another player's: refused, never replayed.
  if (existing.session_id !== session.id) throw unprocessable("bet_refused");
  return { id: existing.id, existing };
}

async function moveFun(trx: Trx, session: GameSession, opId: number, delta: Dec): Promise<string> {
  const row = await trx
    .updateTable("game_sessions")
    .set({ fun_balance: sql<string>`fun_balance + ${fmt(delta)}::numeric` })
    .where("id", "=", session.id)
    .where(sql<boolean>`fun_balance + ${fmt(delta)}::numeric >= 0`)
    .returning("fun_balance")
    .executeTakeFirst();
  if (!row) throw unprocessable("insufficient_balance");
  const balance = fmt(dec(row.fun_balance!));
  await trx
    .updateTable("seamless_wallet_operations")
    .set({ balance_after: balance })
    .where("id", "=", opId)
    .execute();
  return balance;
}

/** What every real-money call of a session names: the player, the wallet, the game, the source. */
const realRef = (session: GameSession) => ({
  userId: session.user_id!,
  walletCode: session.wallet_code!,
  ...gameRef(session),
  source: sourceOf(session),
});

/** What a real-money stake or win of a round names: the session's reference, the amount, the ids. */
const realMove = (session: GameSession, input: BetInput) => ({
  ...realRef(session),
  amount: input.amount,
  roundId: input.roundId,
  externalId: input.transactionId,
});

/**
 * Runs one fun operation in a transaction: `plan` names the operation, which is recorded (a retry
 * returns its first balance); then its `delta` checks the rules and says how the play money moves.
 */
async function funOperation(
  services: Services,
  session: GameSession,
  transactionId: string,
  plan: (trx: Trx) => Promise<{
    op: Omit<FunOp, "transactionId">;
    delta: (trx: Trx) => Promise<Dec>;
  }>,
): Promise<WalletResult> {
  const done = await services.db.transaction().execute(async (trx) => {
    const { op, delta } = await plan(trx);
    const { id, existing } = await recordFun(trx, session, { ...op, transactionId });
    if (existing) return { balance: existing.balance_after, duplicate: true };
    return { balance: await moveFun(trx, session, id, await delta(trx)), duplicate: false };
  });
  return result(services, session, transactionId, done.duplicate, done.balance);
}

/**
 * Takes a stake. A retry with the same transaction id returns the first result.
 * @throws ApiError 422 `insufficient_balance`, `bet_refused` (its id was rolled back before),
 *   `amount_invalid`
 */
export async function walletBet(
  services: Services,
  session: GameSession,
  input: BetInput,
): Promise<WalletResult> {
  if (session.mode === "real") {
    const moved = await placeBet(services, realMove(session, input));
    return result(services, session, input.transactionId, moved.duplicate);
  }
  checkFunAmount(input.amount);
  return funOperation(services, session, input.transactionId, async () => ({
    op: { kind: "bet", betTransactionId: null, roundId: input.roundId, amount: input.amount },
    delta: async (trx) => {
      const tombstone = await hasFunOp(trx, "rollback", "bet_transaction_id", input.transactionId);
      if (tombstone) throw unprocessable("bet_refused");
      return -input.amount;
    },
  }));
}

/**
 * Pays a win of a bet (0 for a loss) and, unless `finished` is false, closes its round.
 * @throws ApiError 422 `bet_refused` (unknown or rolled-back bet), `round_closed`
 */
export async function walletWin(
  services: Services,
  session: GameSession,
  input: WinInput,
): Promise<WalletResult> {
  if (session.mode === "real") {
    const move = realMove(session, input);
    const moved = await creditWin(services, { ...move, betExternalId: input.betTransactionId });
    if (input.finished !== false)
      await settleRound(services, {
        userId: move.userId,
        source: move.source,
        roundId: input.roundId,
      });
    return result(services, session, input.transactionId, moved.duplicate);
  }
  checkFunAmount(input.amount);
  return funOperation(services, session, input.transactionId, async () => ({
    op: {
      kind: "win",
      betTransactionId: input.betTransactionId,
      roundId: input.roundId,
      amount: input.amount,
    },
    delta: async (trx) => {
      const bet = await funOps(trx, "bet", "transaction_id", input.betTransactionId)
        .select(["round_id"])
        .where("session_id", "=", session.id)
        .executeTakeFirst();
      const rolledBack = await hasFunOp(
        trx,
        "rollback",
        "bet_transaction_id",
        input.betTransactionId,
      );
      if (!bet || rolledBack || bet.round_id !== input.roundId) throw unprocessable("bet_refused");
      return input.amount;
    },
  }));
}

/**
 * Refunds a bet whose round is still open. A rollback of an unknown bet is recorded, and that
 * bet id is refused afterwards. Retries return the first result.
 * @throws ApiError 422 `round_closed` when the bet's round was already paid
 */
export async function walletRollback(
  services: Services,
  session: GameSession,
  input: RollbackRequest,
): Promise<WalletResult> {
  if (session.mode === "real") {
    const { userId, walletCode, source, ...game } = realRef(session);
    const moved = await rollbackBet(services, {
      userId,
      source,
      externalId: input.transactionId,
      betExternalId: input.betTransactionId,
      game,
      walletCode,
    });
    return result(services, session, input.transactionId, moved.duplicate);
  }
  return funOperation(services, session, input.transactionId, async (trx) => {
    const bet = await funOps(trx, "bet", "transaction_id", input.betTransactionId)
      .selectAll()
      .executeTakeFirst();
    if (bet && bet.session_id !== session.id) throw unprocessable("bet_refused");
    return {
      op: {
        kind: "rollback",
        betTransactionId: input.betTransactionId,
        roundId: bet?.round_id ?? "",
        amount: bet ? dec(bet.amount) : 0n,
      },
      delta: async (trx) => {
        // Without a bet, the tombstone is this rollback row itself (bet_transaction_id names the
        // unknown bet): nothing moves.
        if (!bet) return 0n;
        const paid = await hasFunOp(trx, "win", "bet_transaction_id", input.betTransactionId);
        if (paid) throw unprocessable("round_closed");
        return dec(bet.amount);
      },
    };
  });
}
