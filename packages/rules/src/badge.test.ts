import { BADGE_LIMIT, formatBadgeCount } from "./badge.ts";

describe("formatBadgeCount", () => {
  it.each([
    [0, ""],
    [-1, ""],
    [0.5, ""],
    [null, ""],
    [undefined, ""],
    [Number.NaN, ""],
    [Number.POSITIVE_INFINITY, ""],
    [1, "1"],
    [7.9, "7"],
    [99, "99"],
    [100, "99+"],
    [12345, "99+"],
  ])("%p -> %p", (count, label) => {
    expect(formatBadgeCount(count)).toBe(label);
  });

  it("shows every count below the limit and 99+ from it on", () => {
    for (let count = 1; count < BADGE_LIMIT; count += 1)
      expect(formatBadgeCount(count)).toBe(String(count));
    for (let count = BADGE_LIMIT; count < 1000; count += 1)
      expect(formatBadgeCount(count)).toBe("99+");
  });
});
