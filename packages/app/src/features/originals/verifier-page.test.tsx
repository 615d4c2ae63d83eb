import { createHash, createHmac } from "node:crypto";
import { screen, within } from "@testing-library/react";
import { createFakeApi } from "@casino/core/testing";
import { renderApp } from "../../testing/render-app.tsx";
import { prefillFromSearch, verifierPath } from "./verifier-link.ts";

jest.setTimeout(20_000);

const serverSeed = "4b1f0e9d8c7b6a5f4e3d2c1b0a9f8e7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b2a1f";

/** The dice roll of these seeds, by an independent `node:crypto` computation. */
function diceRoll(seed: string, clientSeed: string, nonce: number): string {
  const digest = createHmac("sha256", seed).update(`${clientSeed}:${nonce}:0`).digest();
  return (Math.floor((digest.readUInt32BE(0) / 2 ** 32) * 10001) / 100).toFixed(2);
}

describe("verifier links", () => {
  it("round-trip a bet's inputs through the verifier's address, with only the game's parameters", () => {
    const path = verifierPath({
      game: "keno",
      betId: 41,
      serverSeed,
      clientSeed: "лунный кот 7",
      nonce: "12",
      picks: "3, 7, 21",
      target: "50.5",
    });
    expect(path.startsWith("/provably-fair/verify?")).toBe(true);
    expect(path).not.toContain("target");
    expect(prefillFromSearch(new URLSearchParams(path.split("?")[1]))).toEqual({
      game: "keno",
      betId: 41,
      serverSeed,
      clientSeed: "лунный кот 7",
      nonce: "12",
      picks: "3, 7, 21",
    });
  });

  it("ignore malformed values, so a crafted link cannot break the form", () => {
    const search = new URLSearchParams({
      game: "roulette",
      server_seed: "not hex",
      client_seed: "x".repeat(65),
      nonce: "-1",
      condition: "sideways",
      risk: "extreme",
      bet_id: "0",
      target: "1e9",
    });
    expect(prefillFromSearch(search)).toEqual({});
  });
});

describe("the verifier's page", () => {
  it("fills in a dice bet from its link, verifies it at once and compares it with the bet", async () => {
    const roll = diceRoll(serverSeed, "lucky-7", 12);
    const api = createFakeApi({
      "GET /api/originals/bets/{id}": () => ({
        id: 41,
        game: { id: 1, slug: "dice", name: "Dice" },
        username: "Hidden",
        entity_wallet_code: "USDT",
        amount: "1.000000",
        payout: "0.000000",
        multiplier: "0",
        win: false,
        params: { target: 50.5, condition: "under" },
        outcome: { roll: Number(roll) },
        fairness: {
          server_seed_hash: createHash("sha256").update(serverSeed).digest("hex"),
          server_seed: serverSeed,
          client_seed: "lucky-7",
          nonce: 12,
        },
        created_at: "2026-11-24T01:00:00Z",
      }),
    });
    const path = verifierPath({
      game: "dice",
      betId: 41,
      serverSeed,
      clientSeed: "lucky-7",
      nonce: "12",
      target: "50.5",
      condition: "under",
    });
    await renderApp(path, { api: api.client });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Verify a bet" }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const form = screen.getByRole("form", { name: "Verify a bet" });
    expect(within(form).getByRole("textbox", { name: "Server seed" })).toHaveValue(serverSeed);
    expect(within(form).getByRole("textbox", { name: "Client seed" })).toHaveValue("lucky-7");
    expect(within(form).getByRole("textbox", { name: "Nonce" })).toHaveValue("12");
    expect(within(form).getByRole("textbox", { name: "Target" })).toHaveValue("50.5");
    expect(screen.getByTestId("verifier-result")).toHaveTextContent(roll);
    expect(await screen.findByTestId("bet-result")).toHaveTextContent(roll);
    expect(screen.getByText("The results match.")).toBeInTheDocument();
    expect(api.callsTo("GET /api/originals/bets/{id}")[0]!.path).toEqual({ id: 41 });
  });
});
