/**
 * The loyalty maths: stars, levels and progress, levels crossed, cashback and rakeback, periods
 * (daily and weekly, week boundaries, the kind and rate when the level changes),
 * referral qualification and the USD-to-coin conversion.
 */
import { dec, fmt } from "@casino/rules";
import {
  cashbackPeriodOf,
  cashbackUsd,
  lastEndedPeriod,
  levelHeldAt,
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
    expect(periodAt(at, "daily")).toEqual({
      start: new Date("2026-11-25T00:00:00Z"),
      end: new Date("2026-11-26T00:00:00Z"),
    });
    expect(lastEndedPeriod(at, "daily")).toEqual({
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

describe("cashback periods per level", () => {
  const t = (iso: string) => Date.parse(iso);
  const reached = (level: number, iso: string) => ({ level, reachedAt: new Date(iso) });

  it("is weekly for the lower levels and daily from Token Tosser up", () => {
    expect(LEVELS.map((l) => l.cashbackPeriod)).toEqual([
      "weekly",
      "weekly",
      "weekly",
      "daily",
      "daily",
      "daily",
    ]);
  });

  it("closes a week at Monday 00:00 UTC: Sunday 23:59:59.999 is the old week, 00:00 the new", () => {
    const sunday = t("2026-11-29T23:59:59.999Z");
    expect(periodAt(sunday, "weekly")).toEqual({
      start: new Date("2026-11-23T00:00:00Z"),
      end: new Date("2026-11-30T00:00:00Z"),
    });
    expect(periodAt(t("2026-11-30T00:00:00Z"), "weekly").start).toEqual(
      new Date("2026-11-30T00:00:00Z"),
    );
    // A Monday is its own week's first day; across a month and a year end.
    expect(periodAt(t("2026-11-23T00:00:00Z"), "weekly").start).toEqual(
      new Date("2026-11-23T00:00:00Z"),
    );
    expect(periodAt(t("2027-01-01T12:00:00Z"), "weekly")).toEqual({
      start: new Date("2026-12-28T00:00:00Z"),
      end: new Date("2027-01-04T00:00:00Z"),
    });
    expect(lastEndedPeriod(t("2026-11-30T00:00:00.001Z"), "weekly").start).toEqual(
      new Date("2026-11-23T00:00:00Z"),
    );
  });

  it("puts a Sunday 23:59 loss in the week (weekly level) or the Sunday (daily level), both closing at Monday 00:00", () => {
    const loss = t("2026-11-29T23:59:00Z");
    const weekly = cashbackPeriodOf([reached(1, "2026-11-01T00:00:00Z")], loss);
    expect(weekly).toMatchObject({
      kind: "weekly",
      start: new Date("2026-11-23T00:00:00Z"),
      end: new Date("2026-11-30T00:00:00Z"),
    });
    expect(weekly.level.level).toBe(1);
    const history = [1, 2, 3].map((level) => reached(level, "2026-11-01T00:00:00Z"));
    expect(cashbackPeriodOf(history, loss)).toMatchObject({
      kind: "daily",
      start: new Date("2026-11-29T00:00:00Z"),
      end: new Date("2026-11-30T00:00:00Z"),
    });
    // The run just after Monday 00:00 computes exactly these periods.
    const run = t("2026-11-30T00:00:01Z");
    expect(lastEndedPeriod(run, "weekly").start).toEqual(new Date("2026-11-23T00:00:00Z"));
    expect(lastEndedPeriod(run, "daily").start).toEqual(new Date("2026-11-29T00:00:00Z"));
  });

  it("keeps the week's kind when the level changes mid-week; the new level's rate applies at once", () => {
    // Byte Bandit (weekly) since November, Token Tosser (daily) from Wednesday noon.
    const history = [
      reached(1, "2026-11-02T00:00:00Z"),
      reached(2, "2026-11-10T00:00:00Z"),
      reached(3, "2026-11-25T12:00:00Z"),
    ];
    expect(levelHeldAt(history, t("2026-11-25T11:59:59Z"))).toBe(2);
    expect(levelHeldAt(history, t("2026-11-25T12:00:00Z"))).toBe(3);
    expect(levelHeldAt(history, t("2026-11-01T00:00:00Z"))).toBe(0);
    // Monday's and Thursday's rounds: this week stays weekly, at level 3's 10 %.
    for (const at of ["2026-11-23T08:00:00Z", "2026-11-26T08:00:00Z"]) {
      const period = cashbackPeriodOf(history, t(at));
      expect(period).toMatchObject({ kind: "weekly", start: new Date("2026-11-23T00:00:00Z") });
      expect(period.level.cashbackPercent).toBe("10");
    }
    // From the next Monday: daily.
    expect(cashbackPeriodOf(history, t("2026-11-30T00:00:00Z"))).toMatchObject({
      kind: "daily",
      start: new Date("2026-11-30T00:00:00Z"),
      end: new Date("2026-12-01T00:00:00Z"),
    });
    // A level reached exactly at Monday 00:00 decides that week.
    const atMidnight = [reached(3, "2026-11-30T00:00:00Z")];
    expect(cashbackPeriodOf(atMidnight, t("2026-11-30T10:00:00Z")).kind).toBe("daily");
    expect(cashbackPeriodOf(atMidnight, t("2026-11-29T23:59:59Z")).kind).toBe("weekly");
    // A level reached after the period ended does not raise its rate.
    expect(cashbackPeriodOf(atMidnight, t("2026-11-29T23:59:59Z")).level.level).toBe(0);
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
