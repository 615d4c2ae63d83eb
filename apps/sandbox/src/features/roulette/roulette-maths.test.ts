import {
  DOUBLE_ZERO,
  covered,
  houseEdge,
  pocketColour,
  returnMultiplier,
  type RouletteBet,
} from "./roulette-maths.ts";

const bet = (kind: RouletteBet["kind"], numbers?: number[]): RouletteBet => ({
  kind,
  numbers,
  amount: "1",
});

describe("roulette payouts", () => {
  it("pays inside bets 35:1, 17:1, 11:1, 8:1 and 5:1 (stake included)", () => {
    expect(returnMultiplier("european", bet("straight", [17]), 17)).toBe(36);
    expect(returnMultiplier("european", bet("straight", [17]), 18)).toBe(0);
    expect(returnMultiplier("european", bet("split", [17, 20]), 20)).toBe(18);
    expect(returnMultiplier("european", bet("street", [16, 17, 18]), 18)).toBe(12);
    expect(returnMultiplier("european", bet("corner", [17, 18, 20, 21]), 21)).toBe(9);
    expect(returnMultiplier("european", bet("line", [13, 14, 15, 16, 17, 18]), 13)).toBe(6);
  });

  it("pays dozens and columns 2:1 and even-money bets 1:1, losing on zero", () => {
    expect(returnMultiplier("european", bet("dozen", [2]), 24)).toBe(3);
    expect(returnMultiplier("european", bet("dozen", [2]), 25)).toBe(0);
    expect(returnMultiplier("european", bet("column", [1]), 34)).toBe(3);
    expect(returnMultiplier("european", bet("column", [1]), 36)).toBe(0);
    expect(returnMultiplier("european", bet("red"), 1)).toBe(2);
    expect(returnMultiplier("european", bet("black"), 1)).toBe(0);
    expect(returnMultiplier("european", bet("even"), 0)).toBe(0);
    expect(returnMultiplier("european", bet("high"), 19)).toBe(2);
  });

  it("returns half of an even-money bet on zero at the French table", () => {
    expect(returnMultiplier("french", bet("red"), 0)).toBe(0.5);
    expect(returnMultiplier("french", bet("straight", [5]), 0)).toBe(0);
  });

  it("has the published house edges", () => {
    for (const b of [
      bet("straight", [7]),
      bet("red"),
      bet("dozen", [3]),
      bet("corner", [1, 2, 4, 5]),
    ])
      expect(houseEdge("european", b)).toBeCloseTo(1 / 37, 12);
    expect(houseEdge("french", bet("odd"))).toBeCloseTo(1 / 74, 12);
    expect(houseEdge("american", bet("straight", [DOUBLE_ZERO]))).toBeCloseTo(2 / 38, 12);
  });

  it("refuses bets that are not on the layout", () => {
    expect(covered("european", bet("split", [3, 4]))).toMatch(/not a split/);
    expect(covered("european", bet("corner", [3, 4, 6, 7]))).toMatch(/not a corner/);
    expect(covered("european", bet("straight", [DOUBLE_ZERO]))).toMatch(/one number/);
    expect(covered("european", bet("straight", [37]))).toMatch(/one number/);
    expect(covered("european", bet("dozen", [4]))).toMatch(/1, 2 or 3/);
    expect(covered("american", bet("split", [0, DOUBLE_ZERO]))).toEqual([0, DOUBLE_ZERO]);
    expect(() => returnMultiplier("european", bet("street", [1, 2, 4]), 1)).toThrow();
  });

  it("colours the wheel", () => {
    expect(pocketColour(0)).toBe("green");
    expect(pocketColour(32)).toBe("red");
    expect(pocketColour(15)).toBe("black");
  });
});
