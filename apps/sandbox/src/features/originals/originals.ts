/**
 * The provably fair originals played for real money. A one-shot bet (dice, limbo, plinko, keno)
 * is played by the pipeline's `settleBet`: in its one database transaction it takes the player's
 * next nonce, computes the outcome with `@casino/fair`, then places, pays and settles the round (a
 * refused bet consumes no nonce). Mines is a round kept in `mines_rounds`: start (the stake is
 * taken), reveal, cash out, each a step of `inPipeline`; the round lives in the database, so it
 * survives a reconnect and a restart.
 */
import { randomUUID } from "node:crypto";
import {
  CURRENT_FORMULA_VERSION,
  minePositions,
  minesMultiplier,
  MINES_TILES,
  verify,
  type Seeds,
} from "@casino/fair";
import type { Db, GameRound } from "../../db/types.ts";
import type { Schemas } from "../../lib/contract-types.ts";
import { dec, fmt, mul, truncate, type Dec } from "@casino/rules";
import { fieldError, unprocessable } from "../../lib/errors.ts";
import type { Tx } from "../../lib/ledger.ts";
import type { Services } from "../../services.ts";
import { inPipeline, settleBet, type FairRecord } from "../bets/index.ts";
import {
  activeMinesId,
  pairById,
  refuseDuringMines,
  takeNonce,
  type SeedPair,
  fairness,
  recorded,
  type RecordedRound,
} from "../fair/index.ts";
import { fairBet, presentOutcome } from "../fair/index.ts";
import { findCoin, coinDecimals, price, recentPrices } from "../wallets/index.ts";
import { originalGame, type OriginalSlug } from "./games.ts";

/** The smallest stake, in USD (and never below the coin's smallest unit). */
export const MIN_BET_USD = "0.01";
/** The largest stake, in USD. */
export const MAX_BET_USD = "5000";

type Params = Schemas["OriginalsParams"];

/**
 * A stake within the coin's decimals and the USD limits.
 * @throws ApiError 422 on `amount` (`amount_invalid`, `amount_below_minimum`, `amount_above_maximum`)
 */
export async function checkStake(db: Db, code: string, amount: string): Promise<Dec> {
  const coin = findCoin(code);
  if (!coin) throw fieldError("entity_wallet_code", "wallet_not_found");
  const decimals = amount.split(".")[1]?.length ?? 0;
  if (decimals > coin.decimals) throw fieldError("amount", "amount_invalid");
  const stake = dec(amount);
  if (stake <= 0n) throw fieldError("amount", "amount_invalid");
  const usdPrice = price(await recentPrices(db, db), code, "USD");
  const usd = mul(stake, usdPrice);
  if (usd < dec(MIN_BET_USD)) throw fieldError("amount", "amount_below_minimum");
  if (usd > dec(MAX_BET_USD)) throw fieldError("amount", "amount_above_maximum");
  return stake;
}

/** The seeds of the active pair's next bet. */
const seedsOf = (pair: SeedPair, nonce: number): Seeds => ({
  serverSeed: pair.server_seed,
  clientSeed: pair.client_seed,
  nonce,
});

/** What a bet played with `pair` at `nonce` records (the current formula version). */
function recordOf(pair: SeedPair, nonce: number, params: unknown): FairRecord {
  return {
    seedPairId: pair.id,
    serverSeedHash: pair.server_seed_hash,
    clientSeed: pair.client_seed,
    nonce,
    formulaVersion: CURRENT_FORMULA_VERSION,
    params,
  };
}

/** The seeds a round was played with: its own client seed and nonce, its pair's server seed. */
export function roundSeeds(round: RecordedRound, pair: SeedPair): Seeds {
  const r = recorded(round);
  return { serverSeed: pair.server_seed, clientSeed: r.clientSeed, nonce: r.nonce };
}

/** Plays a one-shot original (dice, limbo, plinko, keno) for real money. */
export async function playOriginal(
  services: Services,
  userId: number,
  slug: Exclude<OriginalSlug, "mines">,
  code: string,
  amountText: string,
  params: Params,
): Promise<GameRound> {
  const bet = fairBet(slug, params);
  const amount = await checkStake(services.db, code, amountText);
  const game = await originalGame(services.db, slug);
  const roundId = `${slug}-${randomUUID()}`;
  return settleBet(services, async ({ trx, now }) => {
    const pair = await takeNonce(trx, userId, now);
    const outcome = presentOutcome(verify(seedsOf(pair, pair.nonce), bet, CURRENT_FORMULA_VERSION));
    const multiplier = dec(outcome.payout_multiplier ?? "0");
    return {
      ...game,
      userId,
      walletCode: code,
      amount,
      roundId,
      source: "original",
      externalId: roundId,
      payout: truncate(mul(amount, multiplier), coinDecimals(code)),
      multiplier,
      fair: recordOf(pair, pair.nonce, bet.params),
      outcome,
    };
  });
}

// ---------------------------------------------------------------- mines

interface MinesState {
  round: GameRound;
  mines: number;
  revealed: number[];
  status: "active" | "cashed_out" | "lost";
  pair: SeedPair;
}

async function loadMines(db: Tx, roundId: number, lock: boolean): Promise<MinesState> {
  const query = db.selectFrom("mines_rounds").selectAll().where("game_round_id", "=", roundId);
  const row = await (lock ? query.forUpdate() : query).executeTakeFirstOrThrow();
  const round = await db
    .selectFrom("game_rounds")
    .selectAll()
    .where("id", "=", roundId)
    .executeTakeFirstOrThrow();
  const pair = await pairById(db, round.seed_pair_id!);
  return { round, mines: row.mines, revealed: row.revealed, status: row.status, pair };
}

/** The contract's mines round. */
export function presentMines(state: MinesState): Schemas["OriginalsMinesRound"] {
  const { round, mines, revealed, status, pair } = state;
  const ended = status !== "active";
  const next = revealed.length + 1 <= MINES_TILES - mines;
  return {
    id: round.id,
    status,
    entity_wallet_code: round.code,
    amount: fmt(dec(round.stake), coinDecimals(round.code)),
    mines,
    revealed,
    multiplier:
      status === "lost"
        ? "0.0000"
        : revealed.length
          ? minesMultiplier(mines, revealed.length)
          : "1.0000",
    next_multiplier: !ended && next ? minesMultiplier(mines, revealed.length + 1) : null,
    payout: fmt(dec(round.payout), coinDecimals(round.code)),
    mine_positions: ended ? minePositions(roundSeeds(round, pair), mines) : null,
    fairness: fairness(round, pair),
  };
}

/** The player's mines round in play, or null. */
export async function currentMines(
  services: Services,
  userId: number,
): Promise<Schemas["OriginalsMinesRound"] | null> {
  const id = await activeMinesId(services.db, userId);
  return id === undefined ? null : presentMines(await loadMines(services.db, id, false));
}

/** Starts a mines round: the stake is taken now. */
export async function startMines(
  services: Services,
  userId: number,
  code: string,
  amountText: string,
  mines: number,
): Promise<Schemas["OriginalsMinesRound"]> {
  fairBet("mines", { mines });
  const amount = await checkStake(services.db, code, amountText);
  const game = await originalGame(services.db, "mines");
  const roundId = `mines-${randomUUID()}`;
  const id = await inPipeline(services, async (steps, { trx, now }) => {
    await refuseDuringMines(trx, userId);
    const pair = await takeNonce(trx, userId, now);
    const placed = await steps.place({
      ...game,
      userId,
      walletCode: code,
      amount,
      roundId,
      source: "original",
      externalId: roundId,
    });
    const roundPk = placed.transaction.game_round_id!;
    await trx
      .updateTable("game_rounds")
      .set({
        seed_pair_id: pair.id,
        server_seed_hash: pair.server_seed_hash,
        client_seed: pair.client_seed,
        nonce: pair.nonce,
        formula_version: CURRENT_FORMULA_VERSION,
        params: JSON.stringify({ mines }),
      })
      .where("id", "=", roundPk)
      .execute();
    await trx
      .insertInto("mines_rounds")
      .values({ game_round_id: roundPk, user_id: userId, mines, status: "active", updated_at: now })
      .execute();
    return roundPk;
  });
  return presentMines(await loadMines(services.db, id, false));
}

async function finishMines(
  services: Services,
  userId: number,
  action: { tile: number } | "cashout",
): Promise<Schemas["OriginalsMinesRound"]> {
  const id = await inPipeline(services, async (steps, { trx, now }) => {
    const roundPk = await activeMinesId(trx, userId);
    if (roundPk === undefined) throw unprocessable("mines_round_missing");
    const state = await loadMines(trx, roundPk, true);
    if (state.status !== "active") throw unprocessable("mines_round_missing");
    const { round, mines } = state;
    const positions = minePositions(roundSeeds(round, state.pair), mines);
    let revealed = state.revealed;
    let status: MinesState["status"] = "active";
    if (action === "cashout") {
      if (revealed.length === 0) throw unprocessable("tile_invalid");
      status = "cashed_out";
    } else {
      if (revealed.includes(action.tile)) throw unprocessable("tile_invalid");
      revealed = [...revealed, action.tile];
      if (positions.includes(action.tile)) status = "lost";
      else if (revealed.length === MINES_TILES - mines) status = "cashed_out";
    }
    await trx
      .updateTable("mines_rounds")
      .set({ revealed, status, updated_at: now })
      .where("game_round_id", "=", roundPk)
      .execute();
    if (status === "active") return roundPk;
    const multiplier = status === "lost" ? 0n : dec(minesMultiplier(mines, revealed.length));
    const stake = dec(round.stake);
    await steps.settle({
      gameId: round.game_id,
      gameSlug: round.game_slug,
      userId,
      walletCode: round.code,
      amount: stake,
      roundId: round.round_id,
      source: "original",
      externalId: round.round_id,
      payout: truncate(mul(stake, multiplier), coinDecimals(round.code)),
      multiplier,
      fair: { ...recorded(round), params: { mines, revealed } },
      outcome: { mine_positions: positions, payout_multiplier: fmt(multiplier, 4) },
    });
    return roundPk;
  });
  return presentMines(await loadMines(services.db, id, false));
}

/** Reveals a tile of the round in play. */
export function revealMines(services: Services, userId: number, tile: number) {
  return finishMines(services, userId, { tile });
}

/** Cashes out the round in play. */
export function cashOutMines(services: Services, userId: number) {
  return finishMines(services, userId, "cashout");
}
