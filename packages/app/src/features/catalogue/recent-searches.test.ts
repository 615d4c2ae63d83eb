import {
  RECENT_SEARCHES_LIMIT,
  clearRecentSearches,
  readRecentSearches,
  rememberSearch,
} from "./recent-searches.ts";

describe("recent searches", () => {
  beforeEach(() => window.localStorage.clear());

  it("keeps the newest first, without case duplicates, at most the limit", () => {
    for (let i = 1; i <= RECENT_SEARCHES_LIMIT + 2; i++) rememberSearch(`game ${i}`);
    rememberSearch("GAME 8");
    const recent = readRecentSearches();
    expect(recent).toHaveLength(RECENT_SEARCHES_LIMIT);
    expect(recent[0]).toBe("GAME 8");
    expect(recent.filter((t) => t.toLowerCase() === "game 8")).toHaveLength(1);
    expect(rememberSearch("   ")).toEqual(recent);
    expect(rememberSearch("x".repeat(300))[0]).toHaveLength(100);
    clearRecentSearches();
    expect(readRecentSearches()).toEqual([]);
  });

  it("ignores a corrupt stored value", () => {
    window.localStorage.setItem("casino.recentGameSearches", "{not json");
    expect(readRecentSearches()).toEqual([]);
  });
});
