/**
 * The wagering maths (docs/bonuses.md, rules B3, B6-B8, B10).
 */
import { dec, fmt } from "@casino/rules";
import {
  contribution,
  contributionPercent,
  DEFAULT_CONTRIBUTIONS,
  depositMatch,
  isBust,
  isMet,
  progressPercent,
  wageringRequired,
} from "./wagering.ts";

describe("contributions (B7)", () => {
  it("counts slots fully, the originals and table games less, live casino not at all", () => {
    expect(DEFAULT_CONTRIBUTIONS).toEqual({
      slots: 100,
      provably_fair: 20,
      table_games: 10,
      live_casino: 0,
    });
    expect(contributionPercent("slots")).toBe(100);
    expect(contributionPercent("provably_fair")).toBe(20);
    expect(contributionPercent("table_games")).toBe(10);
    expect(contributionPercent("live_casino")).toBe(0);
    expect(contributionPercent("unknown")).toBe(0);
  });

  it("lets an offer override a kind, clamped to 0..100", () => {
    expect(contributionPercent("live_casino", { live_casino: 15 })).toBe(15);
    expect(contributionPercent("slots", { slots: 250 })).toBe(100);
    expect(contributionPercent("slots", { slots: -5 })).toBe(0);
  });

  it("adds the stake times the percentage, truncated to the coin's decimals", () => {
    expect(fmt(contribution(dec("5"), 20, 6))).toBe("1");
    expect(fmt(contribution(dec("0.333333"), 20, 6))).toBe("0.066666");
    expect(fmt(contribution(dec("10"), 0, 6))).toBe("0");
    expect(fmt(contribution(dec("0"), 100, 6))).toBe("0");
  });
});

describe("deposit match (B3)", () => {
  const match = (deposit: string) =>
    fmt(depositMatch(dec(deposit), dec("50"), dec("100"), dec("10"), 6));

  it("pays the percentage of the deposit", () => {
    expect(match("40")).toBe("20");
    expect(match("10")).toBe("5");
    expect(match("33.333333")).toBe("16.666666");
  });

  it("stops at the cap", () => {
    expect(match("200")).toBe("100");
    expect(match("1000")).toBe("100");
  });

  it("pays nothing under the minimum deposit", () => {
    expect(match("9.999999")).toBe("0");
    expect(match("0")).toBe("0");
  });
});

describe("requirement, progress, end (B6, B8, B10)", () => {
  it("requires bonus times the multiplier", () => {
    expect(fmt(wageringRequired(dec("10"), dec("30"), 6))).toBe("300");
    expect(fmt(wageringRequired(dec("0.123457"), dec("2.5"), 6))).toBe("0.308642");
    expect(fmt(wageringRequired(dec("10"), dec("0"), 6))).toBe("0");
  });

  it("shows progress in hundredths, 100 only when met", () => {
    expect(progressPercent(dec("0"), dec("300"))).toBe(0);
    expect(progressPercent(dec("150"), dec("300"))).toBe(50);
    expect(progressPercent(dec("1"), dec("3"))).toBe(33.33);
    expect(progressPercent(dec("299.999999"), dec("300"))).toBe(99.99);
    expect(progressPercent(dec("300"), dec("300"))).toBe(100);
    expect(progressPercent(dec("0"), dec("0"))).toBe(100);
    expect(isMet(dec("299.99"), dec("300"))).toBe(false);
    expect(isMet(dec("300"), dec("300"))).toBe(true);
  });

  it("busts under the minimum balance (at zero when there is none)", () => {
    expect(isBust(dec("0.09"), dec("0.1"))).toBe(true);
    expect(isBust(dec("0.1"), dec("0.1"))).toBe(false);
    expect(isBust(dec("0"), dec("0"))).toBe(true);
    expect(isBust(dec("0.000001"), dec("0"))).toBe(false);
  });
});
