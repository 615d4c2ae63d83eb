import type { components } from "@casino/api";
import { apiError, until } from "../../testing/index.ts";
import { startSignedInStore } from "../../test/signed-in-store.ts";
import { gamesApi } from "./api.ts";
import { betToWin, insertWin } from "./saga.ts";

type Game = components["schemas"]["Game"];
type BetFeedItem = components["schemas"]["BetFeedItem"];

const game = (id: number, patch: Partial<Game> = {}): Game => ({
  id,
  slug: `game-${id}`,
  name: `Game ${id}`,
  image: `http://localhost/static/games/game-${id}.svg`,
  provider: { id: 1, slug: "studio", name: "Studio" },
  kind: "slots",
  has_demo: true,
  is_new: false,
  is_hot: false,
  is_favorite: false,
  likes_count: 3,
  availability: "CAN_PLAY",
  ...patch,
});

const page = (games: Game[]) => ({
  data: games,
  current_page: 1,
  per_page: 24,
  total: games.length,
  last_page: 1,
});

const bet = (id: string, payout: string, fiat: string, at: string): BetFeedItem => ({
  id,
  game: { id: 7, slug: "game-7", name: "Game 7", image: "http://localhost/g.svg" },
  username: "alice",
  vip_level: 1,
  entity_wallet_code: "USDT",
  bet_amount: "1",
  payout_amount: payout,
  multiplier: payout === "0" ? "0" : "2",
  fiat_bet_amount: "1",
  fiat_payout_amount: fiat,
  fiat_currency: "USD",
  created_at: at,
});

describe("games endpoints", () => {
  it("shows a like at once in every cached list and refetches the favourites", async () => {
    let favourites: Game[] = [];
    const { store, fake } = await startSignedInStore({
      "GET /api/games/list": () => page([game(1), game(2)]),
      "GET /api/games/user/favorites": () => page(favourites.map((g) => ({ ...g }))),
      "PATCH /api/games/like": ({ body }) => {
        const { game_id, like } = body as { game_id: number; like: boolean };
        favourites = like ? [game(game_id, { is_favorite: true, likes_count: 4 })] : [];
        return { game_id, is_favorite: like, likes_count: like ? 4 : 3 };
      },
    });
    const list = store.dispatch(gamesApi.endpoints.listGames.initiate({ page: 1 }));
    const favs = store.dispatch(gamesApi.endpoints.listFavoriteGames.initiate({ page: 1 }));
    await list;
    await favs;
    const like = store.dispatch(gamesApi.endpoints.likeGame.initiate({ game_id: 2, like: true }));
    const cached = gamesApi.endpoints.listGames.select({ page: 1 })(store.getState()).data!;
    expect(cached.data.map((g) => g.is_favorite)).toEqual([false, true]);
    expect(cached.data[1]!.likes_count).toBe(4);
    await like;
    await until(
      () =>
        gamesApi.endpoints.listFavoriteGames.select({ page: 1 })(store.getState()).data?.data
          .length === 1,
    );
    expect(fake.callsTo("GET /api/games/user/favorites")).toHaveLength(2);
    list.unsubscribe();
    favs.unsubscribe();
    store.close();
  });

  it("undoes the optimistic like when the server refuses it", async () => {
    const { store } = await startSignedInStore({
      "GET /api/games/list": () => page([game(1)]),
      "PATCH /api/games/like": () => {
        throw apiError(404, "not_found");
      },
    });
    const list = store.dispatch(gamesApi.endpoints.listGames.initiate({ page: 1 }));
    await list;
    await store.dispatch(gamesApi.endpoints.likeGame.initiate({ game_id: 1, like: true }));
    const cached = gamesApi.endpoints.listGames.select({ page: 1 })(store.getState()).data!;
    expect(cached.data[0]!.is_favorite).toBe(false);
    list.unsubscribe();
    store.close();
  });

  it("puts a realtime win into the cached highest wins, biggest first", async () => {
    const now = new Date().toISOString();
    const { store, connection } = await startSignedInStore({
      "GET /api/games/highest-win-amount/list": () => [
        { ...betToWin(bet("a", "50", "50", now))!, rank: 1 },
        { ...betToWin(bet("b", "5", "5", now))!, rank: 2 },
      ],
    });
    const query = { time_range: "live", limit: 2 } as const;
    const sub = store.dispatch(gamesApi.endpoints.listHighestWins.initiate(query));
    await sub;
    connection.emit("bets", "transaction_latest_bet", {
      bet: bet("c", "20", "20", new Date(Date.now() + 1000).toISOString()),
    });
    connection.emit("bets", "transaction_latest_bet", { bet: bet("d", "0", "0", now) });
    await until(
      () =>
        gamesApi.endpoints.listHighestWins.select(query)(store.getState()).data?.[1]
          ?.fiat_win_amount === "20",
    );
    const wins = gamesApi.endpoints.listHighestWins.select(query)(store.getState()).data!;
    expect(wins.map((w) => [w.rank, w.fiat_win_amount])).toEqual([
      [1, "50"],
      [2, "20"],
    ]);
    sub.unsubscribe();
    store.close();
  });
});

describe("insertWin", () => {
  it("drops wins older than the period and a loss is no win", () => {
    const list = [betToWin(bet("old", "99", "99", "2026-01-01T00:00:00Z"))!];
    const fresh = betToWin(bet("new", "3", "3", "2026-01-01T02:00:00Z"))!;
    insertWin(list, fresh, { time_range: "live" }, Date.parse("2026-01-01T02:00:01Z"));
    expect(list.map((w) => w.fiat_win_amount)).toEqual(["3"]);
    expect(betToWin(bet("x", "0", "0", "2026-01-01T00:00:00Z"))).toBeNull();
  });

  it("leaves a full list untouched when the win does not enter it", () => {
    const at = "2026-01-01T02:00:00Z";
    const list = [betToWin(bet("a", "50", "50", at))!, betToWin(bet("b", "20", "20", at))!];
    const before = [...list];
    const now = Date.parse("2026-01-01T02:00:01Z");
    insertWin(list, betToWin(bet("c", "5", "5", at))!, { time_range: "live", limit: 2 }, now);
    insertWin(list, { ...list[1]! }, { time_range: "live", limit: 2 }, now);
    expect(list).toHaveLength(2);
    list.forEach((w, i) => expect(w).toBe(before[i]));
    insertWin(
      list,
      betToWin(bet("d", "30", "30", "2026-01-01T02:00:00.5Z"))!,
      { time_range: "live", limit: 2 },
      now,
    );
    expect(list.map((w) => [w.rank, w.fiat_win_amount])).toEqual([
      [1, "50"],
      [2, "30"],
    ]);
  });
});
