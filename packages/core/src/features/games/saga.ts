import type { SagaIterator } from "redux-saga";
import { put, select, takeEvery } from "redux-saga/effects";
import type { components } from "@casino/api";
import { compareDecimal } from "@casino/rules";
import type { RootState } from "../../store/root-reducer.ts";
import { safely } from "../../utils/safely.ts";
import { realtimeEventActions } from "../realtime/index.ts";
import { gamesApi, type HighestWinsQuery } from "./api.ts";

type HighestWin = components["schemas"]["HighestWin"];
type BetFeedItem = components["schemas"]["BetFeedItem"];

/** Periods of the highest-wins list, in milliseconds (`live` is the last hour). */
const PERIOD_MS = { live: 3_600_000, day: 86_400_000, week: 604_800_000 } as const;

/**
 * The win of a settled bet as a highest-wins entry, or null for a loss. Ranks are set by
 * {@link insertWin}.
 */
export function betToWin(bet: BetFeedItem): HighestWin | null {
  if (compareDecimal(bet.payout_amount, 0) <= 0) return null;
  return {
    rank: 1,
    game: bet.game,
    username: bet.username,
    vip_level: bet.vip_level,
    entity_wallet_code: bet.entity_wallet_code,
    win_amount: bet.payout_amount,
    fiat_win_amount: bet.fiat_payout_amount,
    fiat_currency: bet.fiat_currency,
    multiplier: bet.multiplier,
    created_at: bet.created_at,
  };
}

/**
 * Puts a new win into a highest-wins list in place: biggest fiat amount first, at most `limit`
 * entries, ranks renumbered; entries older than the period drop out. A win already listed (same
 * game, player and time) is not added twice. When the win does not enter and nothing expired the
 * list is not touched, so the cached list keeps its identity and nothing re-renders (the feed can
 * bring hundreds of bets a second).
 */
export function insertWin(
  list: HighestWin[],
  win: HighestWin,
  query: HighestWinsQuery,
  now: number,
): void {
  const period = PERIOD_MS[query.time_range ?? "live"];
  const limit = query.limit ?? 10;
  const duplicate = list.some(
    (w) =>
      w.created_at === win.created_at && w.username === win.username && w.game.id === win.game.id,
  );
  const fresh = list.filter((w) => now - Date.parse(w.created_at) <= period);
  const biggestFirst = (a: HighestWin, b: HighestWin) =>
    compareDecimal(b.fiat_win_amount, a.fiat_win_amount);
  const smallest = fresh.reduce<HighestWin | null>(
    (min, w) => (min === null || biggestFirst(w, min) > 0 ? w : min),
    null,
  );
  const enters =
    !duplicate && (fresh.length < limit || (smallest !== null && biggestFirst(win, smallest) < 0));
  if (!enters && fresh.length === list.length) return;
  if (enters) fresh.push(win);
  fresh.sort(biggestFirst);
  const kept = fresh.slice(0, limit).map((w, i) => ({ ...w, rank: i + 1 }));
  list.splice(0, list.length, ...kept);
}

/**
 * Realtime `transaction_latest_bet`: a win enters every cached highest-wins list it beats (the
 * public feed's copy; the player channel's copy of the same bet is the player's own feed).
 */
export function* latestBetWorker(
  action: ReturnType<typeof realtimeEventActions.transaction_latest_bet>,
): SagaIterator {
  if (action.meta.channel === "player") return;
  const win = betToWin(action.payload.bet);
  if (!win) return;
  const args = (yield select((state: RootState) =>
    gamesApi.util.selectCachedArgsForQuery(state as never, "listHighestWins"),
  )) as HighestWinsQuery[];
  const now = Date.now();
  for (const arg of args) {
    yield put(
      gamesApi.util.updateQueryData("listHighestWins", arg, (list) => {
        insertWin(list, win, arg, now);
      }),
    );
  }
}

/** Keeps the cached game lists in step with the realtime events. */
export function* gamesSaga(): SagaIterator {
  yield takeEvery(realtimeEventActions.transaction_latest_bet.type, safely(latestBetWorker));
}
