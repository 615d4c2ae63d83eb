import { betFeedFixture } from "../../test/fixtures.ts";
import { realtimeEventActions } from "../realtime/events.ts";
import { initialLiveBetsState, LIVE_BETS_LIMIT, liveBetsActions, liveBetsSlice } from "./slice.ts";

/** A feed bet placed `minute` minutes into 2026. */
const bet = (id: string, minute: number) =>
  betFeedFixture(id, { created_at: new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString() });

const reduce = liveBetsSlice.reducer;

describe("live bets: a feed loaded over HTTP", () => {
  it("keeps a bet realtime delivered while the request ran, newest first, each once", () => {
    let state = reduce(
      initialLiveBetsState,
      realtimeEventActions.transaction_latest_bet({ bet: bet("pushed", 30) }, "bets"),
    );
    state = reduce(
      state,
      liveBetsActions.feedLoaded({
        feed: "latest",
        bets: [bet("pushed", 30), bet("older", 10), bet("old", 20)],
      }),
    );
    expect(state.latest.map((b) => b.id)).toEqual(["pushed", "old", "older"]);
  });

  it("puts everyone's bet from the public channel in the latest feed and the player's own in theirs", () => {
    let state = reduce(
      initialLiveBetsState,
      realtimeEventActions.transaction_latest_bet({ bet: bet("everyone", 1) }, "bets"),
    );
    state = reduce(
      state,
      realtimeEventActions.transaction_latest_bet({ bet: bet("own", 2) }, "player"),
    );
    expect(state.latest.map((b) => b.id)).toEqual(["everyone"]);
    expect(state.mine.map((b) => b.id)).toEqual(["own"]);
  });

  it("stays bounded", () => {
    const bets = Array.from({ length: LIVE_BETS_LIMIT + 5 }, (_, i) => bet(`b${i}`, i));
    const state = reduce(initialLiveBetsState, liveBetsActions.feedLoaded({ feed: "mine", bets }));
    expect(state.mine).toHaveLength(LIVE_BETS_LIMIT);
    expect(state.mine[0]!.id).toBe(`b${LIVE_BETS_LIMIT + 4}`);
  });
});
