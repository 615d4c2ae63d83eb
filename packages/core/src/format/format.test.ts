import { countdownParts } from "./time.ts";

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
