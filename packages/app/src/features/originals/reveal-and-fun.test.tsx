import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { coreApi, realtimeEventActions, selectSelectedWallet, type AppStore } from "@casino/core";
import { apiError, createFakeApi, type FakeRoute } from "@casino/core/testing";
import { renderApp } from "../../testing/render-app.tsx";
import { playPageRoutes as playPage } from "../../testing/play-fixtures.ts";
import { signedInRoutes, testWallet } from "../../testing/wallet-fixtures.ts";

const signedIn = { cookies: { token: "tok", clear_cookie: "1" } };

/** Animations: reduced (they end at once) unless a test wants them to run. */
let reducedMotion = true;
beforeAll(() => {
  Object.defineProperty(window, "matchMedia", {
    configurable: true,
    value: (query: string) => ({
      matches: query.includes("reduce") ? reducedMotion : query.includes("pointer: fine"),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
    }),
  });
});
afterEach(() => {
  reducedMotion = true;
});

const fairness = {
  server_seed_hash: "a".repeat(64),
  server_seed: null,
  client_seed: "seed",
  nonce: 0,
};

async function open(path: string, routes: Record<string, FakeRoute> = {}) {
  const api = createFakeApi({
    ...signedInRoutes(),
    ...playPage,
    "GET /api/fair/seeds": () => ({ ...fairness, created_at: "2026-01-01T00:00:00Z" }),
    ...routes,
  });
  const rendered = await renderApp(path, { platform: signedIn, api: api.client });
  return { ...rendered, api };
}

const cachedBalance = (store: AppStore) =>
  coreApi.endpoints.userWallets.select()(store.getState()).data?.[0]?.balance;

describe("the balance and the reveal", () => {
  it("keeps the shown balance until the plinko ball landed, then shows the server's", async () => {
    reducedMotion = false;
    // The ball falls frame by frame: frames run only when the test says so.
    const frames: FrameRequestCallback[] = [];
    const raf = jest
      .spyOn(window, "requestAnimationFrame")
      .mockImplementation((callback) => frames.push(callback));
    let store: AppStore | null = null;
    try {
      const opened = await open("/play-game/plinko", {
        "POST /api/originals/plinko/bet": ({ body }) => {
          // The server moves the money and says so (realtime) as it answers.
          queueMicrotask(() =>
            store!.dispatch(
              realtimeEventActions.wallet_balance({
                wallet: testWallet("USDT", "121.5", "121.50", true),
                reason: "bet",
              }),
            ),
          );
          return {
            id: 5,
            game: { id: 2, slug: "plinko", name: "Plinko" },
            username: "tester",
            entity_wallet_code: "USDT",
            amount: (body as { amount: string }).amount,
            payout: "2.000000",
            multiplier: "2",
            win: true,
            params: { rows: 8, risk: "medium" },
            outcome: { path: [0, 0, 0, 0, 0, 0, 0, 0], bucket: 0, payout_multiplier: "2.0000" },
            fairness,
            created_at: "2026-01-01T00:00:00Z",
          };
        },
      });
      store = opened.store;
      const balance = await screen.findByTestId("originals-balance");
      expect(balance).toHaveTextContent("120.5");
      await userEvent.click(screen.getByRole("button", { name: "Bet" }));
      // The server's balance is in the cache; the ball is still on its way: nothing moves.
      await waitFor(() => expect(cachedBalance(store!)).toBe("121.5"));
      expect(balance).toHaveTextContent("120.5");
      expect(selectSelectedWallet(store.getState())!.balance).toBe("120.5");
      // The ball lands: the balance follows.
      act(() => {
        for (const frame of frames.splice(0)) frame(performance.now() + 60_000);
      });
      await waitFor(() => expect(balance).toHaveTextContent("121.5"));
      expect(selectSelectedWallet(store.getState())!.balance).toBe("121.5");
    } finally {
      raf.mockRestore();
    }
  });

  it("remembers the turbo setting", async () => {
    await open("/play-game/limbo");
    const turbo = await screen.findByRole("button", { name: "Turbo" });
    expect(turbo).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(turbo);
    expect(turbo).toHaveAttribute("aria-pressed", "true");
    expect(window.localStorage.getItem("casino.originalsTurbo")).toBe("1");
    await userEvent.click(turbo);
    expect(window.localStorage.getItem("casino.originalsTurbo")).toBeNull();
  });
});

describe("the originals' screens before and after a round", () => {
  it("dice shows no figure before the first roll", async () => {
    await open("/play-game/dice");
    const roll = await screen.findByTestId("dice-roll");
    expect(roll).toHaveTextContent("No roll yet");
    expect(roll.textContent).not.toMatch(/\d/);
  });

  it("mines after a lost round shows a multiplier of 0, not the house's 0.99", async () => {
    const round = (changes: Record<string, unknown>) => ({
      id: 11,
      status: "active",
      entity_wallet_code: "USDT",
      amount: "1.000000",
      mines: 3,
      revealed: [],
      multiplier: "0.9900",
      next_multiplier: "1.1250",
      payout: "0.000000",
      mine_positions: null,
      fairness,
      ...changes,
    });
    await open("/play-game/mines", {
      "GET /api/originals/mines": () => null,
      "POST /api/originals/mines/start": () => round({}),
      "POST /api/originals/mines/reveal": () =>
        round({
          status: "lost",
          revealed: [12],
          multiplier: "0.0000",
          next_multiplier: null,
          mine_positions: [3, 12, 20],
        }),
    });
    const stat = (name: string) =>
      screen.getByText(name, { selector: "dt" }).nextElementSibling as HTMLElement;
    await screen.findByRole("button", { name: "Bet" });
    expect(stat("Current multiplier")).toHaveTextContent("–");
    await userEvent.click(screen.getByRole("button", { name: "Bet" }));
    await userEvent.click(await screen.findByRole("button", { name: "Tile 13, hidden" }));
    expect(await screen.findByText("A mine! The round is lost.")).toBeInTheDocument();
    expect(stat("Current multiplier")).toHaveTextContent("0.00×");
    expect(stat("Current multiplier")).not.toHaveTextContent("0.99");
  });

  it("a bet refused for the balance offers Deposit, which opens the deposit tab", async () => {
    await open("/play-game/dice", {
      "POST /api/originals/dice/bet": () => {
        throw apiError(422, "insufficient_balance");
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Bet" }));
    const alert = await screen.findByRole("alert");
    await userEvent.click(within(alert).getByRole("button", { name: "Deposit" }));
    expect(await screen.findByRole("dialog", { name: /wallet|deposit/i })).toBeInTheDocument();
  });
});

describe("fun mode", () => {
  it("lets a guest play dice with pretend money: no request to the money endpoints", async () => {
    const api = createFakeApi(playPage);
    await renderApp("/play-game/dice", { api: api.client });
    const notice = await screen.findByRole(
      "region",
      { name: "Fun mode: demo money" },
      { timeout: 5000 },
    );
    expect(notice).toHaveTextContent("not real money");
    expect(screen.getByRole("heading", { level: 1, name: "Dice" })).toBeInTheDocument();
    const balance = screen.getByTestId("originals-balance");
    expect(balance).toHaveTextContent("1,000.00");
    expect(balance.parentElement).toHaveTextContent(/Fun balance: 1,000.00 FUN/);
    // Fun money is written in whole cents everywhere, never with a coin's 8 decimals.
    expect(screen.getByText(/^1\.96\sFUN$/)).toBeInTheDocument();
    const before = api.calls.length;

    await userEvent.click(screen.getByRole("button", { name: "Bet" }));
    // A stake of 1 at 1.9603×: lost (999) or won (1000.96).
    await waitFor(() => expect(balance.textContent).toMatch(/^(999\.00|1,000\.96)$/));
    expect(screen.getByTestId("dice-roll").textContent).toMatch(/^\d+\.\d\d$/);
    expect(screen.getByRole("list", { name: "Recent results" })).toHaveTextContent(/(Win|Loss)/);
    const after = api.calls.slice(before);
    expect(after.filter((c) => /originals|wallets|bets|fair/.test(c.route))).toEqual([]);
    expect(after.filter((c) => !c.route.startsWith("GET "))).toEqual([]);
    // No fairness dialog (the server's seeds are a player's) and no auto-bet (real bets).
    expect(screen.queryByRole("button", { name: "Fairness" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Auto" })).toBeNull();

    await userEvent.click(within(notice).getByRole("button", { name: "Sign up" }));
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
  });

  it("offers to refill the fun balance when a stake exceeds it", async () => {
    await renderApp("/play-game/limbo", { api: createFakeApi(playPage).client });
    const amount = await screen.findByRole(
      "textbox",
      { name: "Bet amount (FUN)" },
      { timeout: 5000 },
    );
    await userEvent.clear(amount);
    await userEvent.type(amount, "5000");
    await userEvent.click(screen.getByRole("button", { name: "Bet" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Not enough fun money for this stake.");
    await userEvent.click(within(alert).getByRole("button", { name: "Refill fun balance" }));
    expect(screen.getByTestId("originals-balance")).toHaveTextContent("1,000.00");
  });

  it("plays a fun mines round in the browser", async () => {
    const api = createFakeApi(playPage);
    await renderApp("/play-game/mines", { api: api.client });
    await userEvent.click(await screen.findByRole("button", { name: "Bet" }, { timeout: 5000 }));
    await userEvent.click(await screen.findByRole("button", { name: "Tile 1, hidden" }));
    await waitFor(() =>
      expect(
        screen.queryByRole("button", { name: "Tile 1, gem" }) ??
          screen.queryByText("A mine! The round is lost."),
      ).not.toBeNull(),
    );
    if (screen.queryByRole("button", { name: "Tile 1, gem" })) {
      expect(screen.getByRole("button", { name: /^Cash out \d+\.\d\d FUN$/ })).toBeEnabled();
    }
    expect(api.calls.filter((c) => /originals/.test(c.route))).toEqual([]);
  });
});
