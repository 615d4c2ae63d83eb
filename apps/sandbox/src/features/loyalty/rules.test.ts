/**
 * The loyalty maths: stars, levels and progress, levels crossed, cashback and rakeback, periods,
 * referral qualification and the USD-to-coin conversion.
 */
import { dec, fmt } from "../../lib/decimal.ts";
import {
  cashbackUsd,
  lastEndedPeriod,
  levelForStars,
  levelOf,
  levelProgress,
  LEVELS,
  levelsCrossed,
  periodAt,
  referralQualifies,
  starsFor,
  usdToCoin,
  wageredTowardsNextStar,
} from "./rules.ts";

describe("stars", () => {
  it("earns one whole star per USD wagered, never a fraction", () => {
    expect(starsFor(0n)).toBe(0);
    expect(starsFor(dec("0.99"))).toBe(0);
    expect(starsFor(dec("1"))).toBe(1);
    expect(starsFor(dec("99.999999"))).toBe(99);
    expect(starsFor(dec("12345.5"))).toBe(12345);
    expect(fmt(wageredTowardsNextStar(dec("12345.5")))).toBe("0.5");
    expect(fmt(wageredTowardsNextStar(dec("7")))).toBe("0");
  });
});

describe("levels", () => {
  it("has the five named levels above level 0 with rising thresholds and perks", () => {
    expect(LEVELS.map((l) => l.name)).toEqual([
      "No level",
      "Pixel Pioneer",
      "Byte Bandit",
      "Token Tosser",
      "Chain Commander",
      "Punk Overlord",
    ]);
    for (let i = 1; i < LEVELS.length; i++) {
      expect(LEVELS[i]!.starsRequired).toBeGreaterThan(LEVELS[i - 1]!.starsRequired);
      expect(dec(LEVELS[i]!.cashbackPercent)).toBeGreaterThan(dec(LEVELS[i - 1]!.cashbackPercent));
    }
  });

  it("reaches a level exactly at its threshold", () => {
    expect(levelForStars(0).level).toBe(0);
    expect(levelForStars(99).level).toBe(0);
    expect(levelForStars(100).level).toBe(1);
    expect(levelForStars(999).level).toBe(1);
    expect(levelForStars(1_000).level).toBe(2);
    expect(levelForStars(100_000).level).toBe(5);
    expect(levelForStars(10_000_000).level).toBe(5);
    expect(levelOf(9).level).toBe(5);
    expect(levelOf(-1).level).toBe(0);
  });

  it("reports progress within the current level, 100 at the top", () => {
    expect(levelProgress(0)).toEqual({
      level: 0,
      name: "No level",
      stars: 0,
      next_level: 1,
      next_level_name: "Pixel Pioneer",
      next_level_stars: 100,
      progress_percent: 0,
    });
    expect(levelProgress(550)).toMatchObject({ level: 1, next_level: 2, progress_percent: 50 });
    expect(levelProgress(100_001)).toMatchObject({
      level: 5,
      next_level: null,
      next_level_name: null,
      next_level_stars: null,
      progress_percent: 100,
    });
  });

  it("lists every level a jump crosses (each pays its reward)", () => {
    expect(levelsCrossed(0, 2).map((l) => l.level)).toEqual([1, 2]);
    expect(levelsCrossed(2, 2)).toEqual([]);
    expect(levelsCrossed(3, 5).map((l) => l.levelUpBonus)).toEqual(["250", "1000"]);
  });
});

describe("cashback", () => {
  const level1 = levelOf(1);
  it("is the level's percentage of the net loss plus rakeback on the wager, to the cent", () => {
    // 5% of (200 - 50) = 7.50, rakeback 5% of 1% of 200 = 0.10
    expect(fmt(cashbackUsd(level1, dec("200"), dec("50")))).toBe("7.6");
    // a winning period pays only the rakeback
    expect(fmt(cashbackUsd(level1, dec("200"), dec("400")))).toBe("0.1");
    // rounded down to the cent
    expect(fmt(cashbackUsd(level1, dec("0.5"), dec("0.31")))).toBe("0");
    expect(fmt(cashbackUsd(levelOf(5), dec("1000"), dec("0")))).toBe("151.5");
  });

  it("pays nothing at level 0", () => {
    expect(cashbackUsd(levelOf(0), dec("1000"), dec("0"))).toBe(0n);
  });

  it("uses UTC days, or weeks from Monday", () => {
    const at = Date.parse("2026-11-25T13:30:00Z"); // a Wednesday
    expect(periodAt(at)).toEqual({
      start: new Date("2026-11-25T00:00:00Z"),
      end: new Date("2026-11-26T00:00:00Z"),
    });
    expect(lastEndedPeriod(at)).toEqual({
      start: new Date("2026-11-24T00:00:00Z"),
      end: new Date("2026-11-25T00:00:00Z"),
    });
    expect(periodAt(at, "weekly")).toEqual({
      start: new Date("2026-11-23T00:00:00Z"),
      end: new Date("2026-11-30T00:00:00Z"),
    });
    expect(lastEndedPeriod(Date.parse("2026-11-23T00:00:00Z"), "weekly").start).toEqual(
      new Date("2026-11-16T00:00:00Z"),
    );
  });
});

describe("referral and conversion", () => {
  it("qualifies at 50 USD wagered, not before", () => {
    expect(referralQualifies(dec("49.99"))).toBe(false);
    expect(referralQualifies(dec("50"))).toBe(true);
  });

  it("converts USD to a coin, rounded down to its decimals", () => {
    expect(fmt(usdToCoin(dec("10"), dec("95000"), 8))).toBe("0.00010526");
    expect(fmt(usdToCoin(dec("1"), dec("1"), 6))).toBe("1");
    expect(usdToCoin(dec("-1"), dec("1"), 6)).toBe(0n);
  });
});
