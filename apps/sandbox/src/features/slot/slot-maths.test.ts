import {
  SCATTER,
  WILD,
  buildPaylines,
  buildStrip,
  evaluate,
  exactRtp,
  gridAt,
  linePay,
  payTable,
  slotConfig,
  slotParams,
  spin,
} from "./slot-maths.ts";

const pays: [number, number, number][] = [
  [1, 2, 3],
  [4, 5, 6],
  [7, 8, 9],
  [10, 11, 12],
  [13, 14, 15],
  [16, 17, 18],
  [19, 20, 21],
  [22, 23, 24],
];

describe("slot lines", () => {
  it("pays three, four and five of a kind from the left", () => {
    expect(linePay([2, 2, 2, 0, 1], pays)).toEqual({ symbol: 2, count: 3, pay: 7 });
    expect(linePay([2, 2, 2, 2, 1], pays)).toEqual({ symbol: 2, count: 4, pay: 8 });
    expect(linePay([5, 5, 5, 5, 5], pays)).toEqual({ symbol: 5, count: 5, pay: 18 });
    expect(linePay([2, 2, 1, 2, 2], pays)).toBeUndefined();
    expect(linePay([1, 2, 2, 2, 2], pays)).toBeUndefined();
  });

  it("lets the wild substitute for paying symbols, leading or inside", () => {
    expect(linePay([WILD, 3, 3, 0, 0], pays)).toEqual({ symbol: 3, count: 3, pay: 10 });
    expect(linePay([3, WILD, WILD, 3, 0], pays)).toEqual({ symbol: 3, count: 4, pay: 11 });
    expect(linePay([WILD, WILD, WILD, WILD, 6], pays)).toEqual({ symbol: 6, count: 5, pay: 21 });
    // Five wilds pay as the top symbol.
    expect(linePay([WILD, WILD, WILD, WILD, WILD], pays)).toEqual({ symbol: 7, count: 5, pay: 24 });
  });

  it("never lets the wild stand in for the scatter", () => {
    expect(linePay([WILD, SCATTER, SCATTER, 0, 0], pays)).toBeUndefined();
    expect(linePay([0, 0, SCATTER, 0, 0], pays)).toBeUndefined();
  });

  it("builds distinct paylines, one row per reel", () => {
    const lines = buildPaylines(3, 20);
    expect(lines).toHaveLength(20);
    expect(new Set(lines.map((l) => l.join())).size).toBe(20);
    expect(lines.every((l) => l.length === 5 && l.every((r) => r >= 0 && r < 3))).toBe(true);
    expect(buildPaylines(4, 40)).toHaveLength(40);
  });

  it("spreads the scatter so a window shows it at most once", () => {
    const strip = buildStrip([9, 8, 8, 7, 5, 4, 3, 3, 2, 1], 0);
    expect(strip).toHaveLength(50);
    expect(strip.filter((s) => s === SCATTER)).toHaveLength(1);
    expect(strip.filter((s) => s === WILD)).toHaveLength(2);
  });
});

describe("slot spins", () => {
  const config = slotConfig({ volatility: "medium", rows: 3, lines: 20, freeSpins: 10, rtp: 0.96 });

  it("scales the pay table so the exact RTP is the declared one", () => {
    const exact = exactRtp({
      strips: config.strips,
      rows: 3,
      pays: config.pays,
      scatterPays: config.scatterPays,
      freeSpins: 10,
      freeSpinMultiplier: config.freeSpinMultiplier,
    });
    expect(exact.rtp).toBeCloseTo(0.96, 10);
    expect(config.scale).toBeGreaterThan(0.2);
    expect(config.scale).toBeLessThan(5);
  });

  it("awards free spins for three scatters and pays them in total bets", () => {
    // Find stops that show a scatter on reels 1-3 and none on 4-5.
    const stops = config.strips.map((strip, reel) => {
      const at = strip.indexOf(SCATTER);
      return reel < 3 ? at : (at + 10) % strip.length;
    });
    const result = evaluate(config, gridAt(config, stops), stops, false);
    expect(result.scatters).toBe(3);
    expect(result.freeSpinsAwarded).toBe(10);
    expect(result.scatterMultiplier).toBeCloseTo(config.scatterPays[0], 12);
  });

  it("multiplies a free spin's pay", () => {
    const stops = [0, 0, 0, 0, 0];
    const base = evaluate(config, gridAt(config, stops), stops, false);
    const free = evaluate(config, gridAt(config, stops), stops, true);
    expect(free.multiplier).toBeCloseTo(base.multiplier * config.freeSpinMultiplier, 12);
  });

  it("sums line wins as line pay divided by the line count", () => {
    let draws = 0;
    const random = (n: number) => (draws++ * 7) % n;
    for (let i = 0; i < 200; i++) {
      const result = spin(config, random);
      const sum = result.lineWins.reduce((a, w) => a + w.multiplier, 0) + result.scatterMultiplier;
      expect(result.multiplier).toBeCloseTo(sum, 12);
      for (const win of result.lineWins)
        expect(win.multiplier).toBeCloseTo(config.pays[win.symbol]![win.count - 3]! / 20, 12);
    }
  });

  it("reads catalogue params with safe bounds", () => {
    expect(
      slotParams({ volatility: "high", rows: 4, paylines: 1024, free_spins: 12 }, "96.50"),
    ).toEqual({ volatility: "high", rows: 4, lines: 40, freeSpins: 12, rtp: 0.965 });
    expect(slotParams({}, null)).toEqual({
      volatility: "medium",
      rows: 3,
      lines: 20,
      freeSpins: 10,
      rtp: 0.96,
    });
    expect(payTable(config).symbols).toHaveLength(8);
  });
});
