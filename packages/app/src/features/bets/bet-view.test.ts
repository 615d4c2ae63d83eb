import type { BetFeedItem } from "@casino/core";
import { displayAmounts, publicPlayer, toLiveBet } from "./bet-view.ts";

const bet: BetFeedItem = {
  id: "41",
  game: { id: 7, slug: "fruit-fiesta", name: "Fruit Fiesta", image: "https://x.example/f.svg" },
  username: "al***e",
  vip_level: 1,
  entity_wallet_code: "BTC",
  bet_amount: "0.00100000",
  payout_amount: "0.00250000",
  multiplier: "2.5",
  fiat_bet_amount: "100.00",
  fiat_payout_amount: "250.00",
  fiat_currency: "USD",
  created_at: "2026-11-24T01:00:00.000Z",
};

describe("bet view", () => {
  it("shows the server's public name as it came and hidden players as none", () => {
    expect(publicPlayer("al***e")).toBe("al***e");
    expect(publicPlayer("Hidden")).toBeNull();
  });

  it("shows amounts in the display currency", () => {
    expect(displayAmounts(bet, null, {})).toEqual({
      currency: "USD",
      bet: "100.00",
      payout: "250.00",
    });
    expect(displayAmounts(bet, "EUR", { BTC: { EUR: "90000", USD: "100000" } })).toEqual({
      currency: "EUR",
      bet: "90.00",
      payout: "225.00",
    });
    // No rate known yet: the server's fiat values rather than a wrong number.
    expect(displayAmounts(bet, "EUR", {}).currency).toBe("USD");
  });

  it("makes a feed row", () => {
    expect(toLiveBet(bet, "USD", {})).toMatchObject({
      id: "41",
      gameName: "Fruit Fiesta",
      player: "al***e",
      betAmount: "100.00",
      payout: "250.00",
      currency: "USD",
    });
  });
});
