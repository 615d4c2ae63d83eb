import { createHmac } from "node:crypto";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { selectAutoBet } from "@casino/core";
import { apiError, createFakeApi, minesRoundFixture, type FakeRoute } from "@casino/core/testing";
import { multiplyDecimal } from "@casino/rules";
import { outage } from "../../testing/outage.ts";
import { onePage } from "../../testing/pages.ts";
import { renderApp } from "../../testing/render-app.tsx";
import { playPageRoutes as playPage } from "../../testing/play-fixtures.ts";
import { signedInRoutes } from "../../testing/wallet-fixtures.ts";

const signedIn = { cookies: { token: "tok", clear_cookie: "1" } };

// The play page is a lazy route: its modules are compiled here, once, rather than inside the
// first test's wait for the game (which a loaded machine outlasted).
beforeAll(() => import("../play/play-game-page.tsx"), 120_000);

beforeAll(() => {
  // Reduced motion (animations end at once) and a fine pointer (desktop hotkeys).
  Object.defineProperty(window, "matchMedia", {
    configurable: true,
    value: (query: string) => ({
      matches: query.includes("reduce") || query.includes("pointer: fine"),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
    }),
  });
});

const fairness = {
  server_seed_hash: "a".repeat(64),
  server_seed: null,
  client_seed: "seed",
  nonce: 0,
};

function diceBet(id: number, amount: string, win: boolean) {
  return {
    id,
    game: { id: 1, slug: "dice", name: "Dice" },
    username: "tester",
    entity_wallet_code: "USDT",
    amount,
    payout: win ? multiplyDecimal(amount, "1.9603", 6)! : "0.000000",
    multiplier: win ? "1.9603" : "0",
    win,
    params: { target: 50.5, condition: "under" },
    outcome: { roll: win ? 12.34 : 77.7 },
    fairness: { ...fairness, nonce: id - 1 },
    created_at: "2026-01-01T00:00:00Z",
  };
}

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

describe("originals", () => {
  it("plays dice: stake buttons, the server's roll, the results strip", async () => {
    const { api } = await open("/play-game/dice", {
      "POST /api/originals/dice/bet": ({ body }) =>
        diceBet(7, (body as { amount: string }).amount, true),
    });
    const amount = await screen.findByRole("textbox", { name: "Bet amount (USDT)" });
    await userEvent.clear(amount);
    await userEvent.type(amount, "20");
    await userEvent.click(screen.getByRole("button", { name: "Halve the stake" }));
    expect(amount).toHaveValue("10");
    await userEvent.click(screen.getByRole("button", { name: "Double the stake" }));
    await userEvent.click(screen.getByRole("button", { name: "Halve the stake" }));
    expect(screen.getByText("1.9603×")).toBeInTheDocument();
    expect(screen.getByText("50.50%")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Bet" }));
    const strip = screen.getByRole("list", { name: "Recent results" });
    expect(await within(strip).findByRole("button", { name: "Win 1.9603×" })).toBeInTheDocument();
    expect(screen.getByText("You won 19.60300000 USDT")).toBeInTheDocument();
    expect(api.callsTo("POST /api/originals/dice/bet")[0]!.body).toEqual({
      entity_wallet_code: "USDT",
      amount: "10",
      target: 50.5,
      condition: "under",
    });
  });

  it("auto-bet stops once the loss limit is reached", async () => {
    const { api } = await open("/play-game/dice", {
      "POST /api/originals/dice/bet": ({ body }) =>
        diceBet(
          api.callsTo("POST /api/originals/dice/bet").length,
          (body as { amount: string }).amount,
          false,
        ),
    });
    await userEvent.click(await screen.findByRole("button", { name: "Auto" }));
    await userEvent.type(screen.getByRole("textbox", { name: "Stop on loss" }), "2");
    await userEvent.click(screen.getByRole("button", { name: "Start auto-bet" }));
    expect(await screen.findByText(/Stopped: the loss limit was reached\./)).toBeInTheDocument();
    expect(api.callsTo("POST /api/originals/dice/bet")).toHaveLength(2);
    expect(screen.getByRole("button", { name: "Start auto-bet" })).toBeEnabled();
  });

  it("auto-bet runs in the core's saga and ends when the player leaves the game", async () => {
    const { api, router, store } = await open("/play-game/dice", {
      // Each bet takes a moment on the server (the session never reaches a stop rule).
      "POST /api/originals/dice/bet": async ({ body }) => {
        const id = api.callsTo("POST /api/originals/dice/bet").length;
        await new Promise((resolve) => setTimeout(resolve, 30));
        return diceBet(id, (body as { amount: string }).amount, false);
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Auto" }));
    await userEvent.click(screen.getByRole("button", { name: "Start auto-bet" }));
    expect(await screen.findByRole("button", { name: "Stop auto-bet" })).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo("POST /api/originals/dice/bet").length).toBeGreaterThan(1),
    );
    expect(selectAutoBet(store.getState())).toMatchObject({ running: true, game: "dice" });
    await act(() => router.navigate("/"));
    await waitFor(() =>
      expect(selectAutoBet(store.getState())).toMatchObject({ running: false, end: "left" }),
    );
    const placed = api.callsTo("POST /api/originals/dice/bet").length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api.callsTo("POST /api/originals/dice/bet")).toHaveLength(placed);
  });

  it("auto-bet stops on a refused bet and shows why", async () => {
    const { api } = await open("/play-game/dice", {
      "POST /api/originals/dice/bet": ({ body }) => {
        const n = api.callsTo("POST /api/originals/dice/bet").length;
        if (n === 2) throw apiError(422, "insufficient_balance");
        return diceBet(n, (body as { amount: string }).amount, false);
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Auto" }));
    await userEvent.click(screen.getByRole("button", { name: "Start auto-bet" }));
    expect(await screen.findByText(/Stopped: the bet was refused\./)).toBeInTheDocument();
    expect(screen.getByRole("alert")).not.toBeEmptyDOMElement();
    expect(api.callsTo("POST /api/originals/dice/bet")).toHaveLength(2);
    expect(screen.getByRole("button", { name: "Start auto-bet" })).toBeEnabled();
  });

  it("plays a mines round: start, reveal a gem, cash out", async () => {
    const { api } = await open("/play-game/mines", {
      "GET /api/originals/mines": () => null,
      "POST /api/originals/mines/start": () => minesRoundFixture({}),
      "POST /api/originals/mines/reveal": () =>
        minesRoundFixture({ revealed: [12], multiplier: "1.0312", next_multiplier: "1.0757" }),
      "POST /api/originals/mines/cashout": () =>
        minesRoundFixture({
          status: "cashed_out",
          revealed: [12],
          multiplier: "1.0312",
          next_multiplier: null,
          payout: "1.031200",
          mine_positions: [3],
        }),
    });
    await userEvent.selectOptions(await screen.findByRole("combobox", { name: "Mines" }), "1");
    await userEvent.click(screen.getByRole("button", { name: "Bet" }));
    expect(await screen.findByRole("button", { name: "Cash out" })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "Tile 13, hidden" }));
    await userEvent.click(await screen.findByRole("button", { name: "Cash out 1.03120000 USDT" }));
    expect(await screen.findByText("Cashed out 1.03120000 USDT at 1.0312×")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Tile 4, mine, not revealed" })).toBeInTheDocument();
    expect(
      within(screen.getByRole("list", { name: "Recent results" })).getByRole("button", {
        name: "Win 1.0312×",
      }),
    ).toBeInTheDocument();
    expect(api.callsTo("POST /api/originals/mines/start")[0]!.body).toEqual({
      entity_wallet_code: "USDT",
      amount: "1",
      mines: 1,
    });
    expect(api.callsTo("POST /api/originals/mines/reveal")[0]!.body).toEqual({ tile: 12 });
  });

  it("brings back a mines round still in play on the server and cashes it out", async () => {
    const round = minesRoundFixture({
      id: 12,
      mines: 3,
      revealed: [4],
      multiplier: "1.1250",
      next_multiplier: "1.2857",
    });
    const { api } = await open("/play-game/mines", {
      "GET /api/originals/mines": () => round,
      "POST /api/originals/mines/cashout": () => ({
        ...round,
        status: "cashed_out",
        next_multiplier: null,
        payout: "1.125000",
        mine_positions: [0, 1, 2],
      }),
    });
    expect(await screen.findByRole("button", { name: "Tile 5, gem" })).toBeInTheDocument();
    const mines = screen.getByRole("combobox", { name: "Mines" });
    expect(mines).toHaveValue("3");
    expect(mines).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "Cash out 1.12500000 USDT" }));
    expect(await screen.findByText("Cashed out 1.12500000 USDT at 1.125×")).toBeInTheDocument();
    expect(api.callsTo("POST /api/originals/mines/cashout")).toHaveLength(1);
  });

  it("verifies a bet in the browser with the published scheme", async () => {
    await open("/play-game/dice");
    await userEvent.click(await screen.findByRole("button", { name: "Fairness" }));
    const dialog = await screen.findByRole("dialog", { name: "Fairness" });
    expect(
      await within(dialog).findByRole("textbox", { name: "Active server seed (SHA-256)" }),
    ).toHaveValue("a".repeat(64));
    await userEvent.click(within(dialog).getByRole("tab", { name: "Verify" }));
    const serverSeed = "b".repeat(64);
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Server seed" }), serverSeed);
    const client = within(dialog).getByRole("textbox", { name: "Client seed" });
    await userEvent.type(client, "my-seed");
    const nonce = within(dialog).getByRole("textbox", { name: "Nonce" });
    await userEvent.clear(nonce);
    await userEvent.type(nonce, "4");
    await userEvent.click(within(dialog).getByRole("button", { name: "Verify" }));
    const digest = createHmac("sha256", serverSeed).update("my-seed:4:0").digest();
    const float = digest.readUInt32BE(0) / 2 ** 32;
    await waitFor(() =>
      expect(within(dialog).getByTestId("verifier-result")).toHaveTextContent(
        (Math.floor(float * 10001) / 100).toFixed(2),
      ),
    );
    const steps = within(dialog).getByRole("region", { name: "Verification steps" });
    expect(steps).toHaveTextContent("my-seed:4:0");
    expect(steps).toHaveTextContent(
      [...digest.subarray(0, 4)].map((b) => b.toString(16).padStart(2, "0")).join(" "),
    );
  });

  it("lists the player's revealed seed pairs from the server, page by page; a rotation adds one", async () => {
    const past = (i: number) => ({
      server_seed: String(i)
        .repeat(64)
        .slice(0, 64)
        .replace(/[^0-9]/g, "0"),
      server_seed_hash: "f".repeat(63) + String(i % 10),
      client_seed: `past-${i}`,
      nonce: i,
      created_at: "2026-01-01T00:00:00Z",
      revealed_at: "2026-01-02T00:00:00Z",
    });
    let pairs: ReturnType<typeof past>[] = [];
    const { api } = await open("/play-game/dice", {
      "GET /api/fair/seeds/revealed": ({ query }) => {
        const page = Number(query.page ?? 1);
        const size = Number(query.per_page);
        return {
          data: pairs.slice((page - 1) * size, page * size),
          current_page: page,
          per_page: size,
          total: pairs.length,
          last_page: Math.max(1, Math.ceil(pairs.length / size)),
        };
      },
      "POST /api/fair/seeds/rotate": () => {
        pairs = [past(7), ...Array.from({ length: 6 }, (_, i) => past(i + 1))];
        return {
          revealed: past(7),
          active: { ...fairness, created_at: "2026-01-01T00:00:00Z" },
        };
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Fairness" }));
    const dialog = await screen.findByRole("dialog", { name: "Fairness" });
    const section = within(dialog)
      .getByRole("heading", { name: "Revealed seeds" })
      .closest("section")!;
    expect(
      await within(section).findByRole("heading", { name: "No revealed seeds yet" }),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole("button", { name: "Rotate seeds" }));
    expect(await within(section).findByText("past-7")).toBeInTheDocument();
    expect(
      within(section)
        .getAllByRole("listitem")
        .filter((li) => li.textContent?.includes("past-")),
    ).toHaveLength(5);
    const pages = within(section).getByRole("navigation", { name: "Revealed seeds pages" });
    await userEvent.click(within(pages).getByRole("button", { name: "Next page" }));
    expect(await within(section).findByText("past-6")).toBeInTheDocument();
    expect(within(section).queryByText("past-7")).not.toBeInTheDocument();
    expect(api.callsTo("GET /api/fair/seeds/revealed").at(-1)!.query).toEqual({
      page: 2,
      per_page: 5,
    });
  });

  it("says a client seed change closes the pair, refuses control characters, and shows the pair it closed", async () => {
    const closed = {
      server_seed: "c".repeat(64),
      server_seed_hash: "a".repeat(64),
      client_seed: "seed",
      nonce: 4,
      created_at: "2026-01-01T00:00:00Z",
      revealed_at: "2026-01-02T00:00:00Z",
    };
    let changed = false;
    const { api } = await open("/play-game/dice?fairness=seeds", {
      "GET /api/fair/seeds/revealed": () => onePage(changed ? [closed] : [], 5),
      "PUT /api/fair/seeds/client-seed": ({ body }) => {
        changed = true;
        return {
          server_seed_hash: "d".repeat(64),
          client_seed: (body as { client_seed: string }).client_seed,
          nonce: 0,
          created_at: "2026-01-02T00:00:00Z",
        };
      },
    });
    // `?fairness=seeds` (the bet details' link) opens the seed pair at once.
    const dialog = await screen.findByRole("dialog", { name: "Fairness" }, { timeout: 10_000 });
    const field = await within(dialog).findByRole("textbox", { name: "Client seed" });
    // Before confirming, the player is told what the change does.
    expect(field).toHaveAccessibleDescription(
      "Changing it closes this pair: its server seed is revealed and a new pair starts at nonce 0.",
    );
    fireEvent.change(field, { target: { value: "bad\u0007seed" } });
    await userEvent.click(within(dialog).getByRole("button", { name: "Change and reveal" }));
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining("no line breaks or control characters"),
    );
    expect(api.callsTo("PUT /api/fair/seeds/client-seed")).toHaveLength(0);
    await userEvent.clear(field);
    await userEvent.type(field, "лунный кот 🐈, 7!");
    await userEvent.click(within(dialog).getByRole("button", { name: "Change and reveal" }));
    const pair = await within(dialog).findByRole("region", { name: "The pair you closed" });
    expect(within(pair).getByText("c".repeat(64))).toBeInTheDocument();
    expect(within(pair).getByRole("button", { name: "Copy server seed" })).toBeInTheDocument();
    expect(api.callsTo("PUT /api/fair/seeds/client-seed")[0]!.body).toEqual({
      client_seed: "лунный кот 🐈, 7!",
    });
  });

  it("offers a retry when the revealed seeds cannot be loaded", async () => {
    const down = outage();
    await open("/play-game/dice", {
      "GET /api/fair/seeds/revealed": down.route(() => onePage([], 5)),
    });
    await userEvent.click(await screen.findByRole("button", { name: "Fairness" }));
    const dialog = await screen.findByRole("dialog", { name: "Fairness" });
    expect(
      await within(dialog).findByRole("heading", {
        name: "The revealed seeds could not be loaded",
      }),
    ).toBeVisible();
    down.end();
    await userEvent.click(within(dialog).getByRole("button", { name: "Try again" }));
    expect(
      await within(dialog).findByRole("heading", { name: "No revealed seeds yet" }),
    ).toBeVisible();
  });
});
