import {
  diceWinChance,
  doubleAmount,
  halveAmount,
  limboWinChance,
  nextAutoBet,
  payoutFor,
  startAutoBet,
  type AutoBetStrategy,
} from "./bet-math.ts";

const flat: AutoBetStrategy = {
  bets: 0,
  stopOnProfit: "",
  stopOnLoss: "",
  onWinIncrease: 0,
  onLossIncrease: 0,
};

describe("stake buttons", () => {
  it("halves and doubles exactly, floored to the coin's decimals", () => {
    expect(halveAmount("0.000003", 6)).toBe("0.000001");
    expect(halveAmount("10", 6)).toBe("5");
    expect(doubleAmount("0.1", 6)).toBe("0.2");
    expect(doubleAmount("60", 6, "100")).toBe("100");
    expect(doubleAmount("", 6)).toBe("");
  });
});

describe("payout display", () => {
  it("floors stake times multiplier to the coin's decimals", () => {
    expect(payoutFor("10", "1.9800", 6)).toBe("19.8");
    expect(payoutFor("0.333333", "3.0303", 6)).toBe("1.010098");
    expect(payoutFor("10", "0", 6)).toBe("0");
  });
  it("gives the win chance of dice and limbo", () => {
    expect(diceWinChance(50.5, "under")).toBe(50.5);
    expect(diceWinChance(50.5, "over")).toBe(49.5);
    expect(limboWinChance(2)).toBe(49.5);
  });
});

describe("auto-bet", () => {
  it("stops once the net profit reaches the stop on profit", () => {
    const strategy = { ...flat, stopOnProfit: "15" };
    let s = startAutoBet("10");
    let r = nextAutoBet(s, strategy, { amount: "10", payout: "19.8" }, 6);
    expect(r.stop).toBeNull();
    expect(r.state.profit).toBe("9.8");
    s = r.state;
    r = nextAutoBet(s, strategy, { amount: "10", payout: "19.8" }, 6);
    expect(r.state.profit).toBe("19.6");
    expect(r.stop).toBe("profit");
  });

  it("stops once the net loss reaches the stop on loss", () => {
    const strategy = { ...flat, stopOnLoss: "20" };
    let r = nextAutoBet(startAutoBet("10"), strategy, { amount: "10", payout: "0" }, 6);
    expect(r.stop).toBeNull();
    expect(r.state.profit).toBe("-10");
    r = nextAutoBet(r.state, strategy, { amount: "10", payout: "0" }, 6);
    expect(r.state.profit).toBe("-20");
    expect(r.stop).toBe("loss");
  });

  it("stops after the number of bets", () => {
    const strategy = { ...flat, bets: 2 };
    let r = nextAutoBet(startAutoBet("1"), strategy, { amount: "1", payout: "0" }, 6);
    expect(r.stop).toBeNull();
    r = nextAutoBet(r.state, strategy, { amount: "1", payout: "2" }, 6);
    expect(r.stop).toBe("count");
    expect(r.state.played).toBe(2);
  });

  it("increases the stake after a loss and resets it after a win (martingale)", () => {
    const strategy = { ...flat, onLossIncrease: 100 };
    let r = nextAutoBet(startAutoBet("1"), strategy, { amount: "1", payout: "0" }, 6);
    expect(r.state.amount).toBe("2");
    r = nextAutoBet(r.state, strategy, { amount: "2", payout: "0" }, 6);
    expect(r.state.amount).toBe("4");
    r = nextAutoBet(r.state, strategy, { amount: "4", payout: "8" }, 6);
    expect(r.state.amount).toBe("1");
    expect(r.state.profit).toBe("1");
  });
});
