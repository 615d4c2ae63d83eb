import { countdownParts, utcDayRange } from "./time.ts";

describe("countdown", () => {
  const now = Date.UTC(2026, 0, 1, 0, 0, 0);
  it("splits the remaining time", () => {
    const target = now + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999;
    expect(countdownParts(target, now)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
      done: false,
    });
  });
  it("is done at or after the target", () => {
    expect(countdownParts(now, now)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
      done: true,
    });
    expect(countdownParts(new Date(now - 5000), new Date(now)).done).toBe(true);
  });
});

describe("utcDayRange", () => {
  it("spans 00:00:00 to 23:59:59 UTC", () => {
    expect(utcDayRange(new Date("2026-03-09T23:30:00-05:00"))).toEqual({
      start: "2026-03-10 00:00:00",
      end: "2026-03-10 23:59:59",
    });
    expect(utcDayRange(new Date("2026-01-01T12:00:00Z"), new Date("2026-01-31T00:00:00Z"))).toEqual(
      {
        start: "2026-01-01 00:00:00",
        end: "2026-01-31 23:59:59",
      },
    );
  });
});
