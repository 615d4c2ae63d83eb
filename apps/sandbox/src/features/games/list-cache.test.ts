/**
 * The catalogue cache (./list-cache.ts): entries expire, the number of entries is bounded, one
 * read serves concurrent misses, a failed read is not kept, and keys ignore the order of list
 * parameters and the spelling of a search.
 */
import {
  cacheKey,
  CATALOGUE_CACHE_MAX_ENTRIES,
  CATALOGUE_CACHE_TTL_MS,
  ExpiringCache,
} from "./list-cache.ts";

class Clock {
  at = 1_000_000;
  now = () => this.at;
}

describe("ExpiringCache", () => {
  it("serves a value until its TTL passes, then reads again", async () => {
    const clock = new Clock();
    const cache = new ExpiringCache(clock);
    let reads = 0;
    const load = async () => ++reads;
    expect(await cache.get("k", load)).toBe(1);
    clock.at += CATALOGUE_CACHE_TTL_MS - 1;
    expect(await cache.get("k", load)).toBe(1);
    clock.at += 1;
    expect(await cache.get("k", load)).toBe(2);
    expect(reads).toBe(2);
  });

  it(`keeps at most ${CATALOGUE_CACHE_MAX_ENTRIES} entries, dropping the oldest`, async () => {
    const clock = new Clock();
    const cache = new ExpiringCache(clock);
    for (let i = 0; i <= CATALOGUE_CACHE_MAX_ENTRIES; i += 1)
      await cache.get(`k${i}`, async () => i);
    expect(cache.size).toBe(CATALOGUE_CACHE_MAX_ENTRIES);
    // The first one went; the newest is still served from memory.
    expect(await cache.get("k0", async () => -1)).toBe(-1);
    expect(await cache.get(`k${CATALOGUE_CACHE_MAX_ENTRIES}`, async () => -1)).toBe(
      CATALOGUE_CACHE_MAX_ENTRIES,
    );
  });

  it("shares one read between concurrent misses of a key", async () => {
    const cache = new ExpiringCache(new Clock());
    let reads = 0;
    let release!: (value: string) => void;
    const load = () => {
      reads += 1;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const both = Promise.all([cache.get("k", load), cache.get("k", load)]);
    release("page");
    expect(await both).toEqual(["page", "page"]);
    expect(reads).toBe(1);
  });

  it("does not keep a failed read, and forgets everything on clear", async () => {
    const cache = new ExpiringCache(new Clock());
    await expect(cache.get("k", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("k", async () => "up")).toBe("up");
    cache.clear();
    expect(cache.size).toBe(0);
    expect(await cache.get("k", async () => "again")).toBe("again");
  });
});

describe("cacheKey", () => {
  it("is the same for the same question, whatever the order or spelling", () => {
    expect(
      cacheKey("list", {
        providerIds: [3, 2, 2],
        search: " Dragon ",
        page: undefined,
        sort: "new",
      }),
    ).toBe(cacheKey("list", { sort: "new", search: "dragon", providerIds: [2, 3] }));
  });

  it("differs when the question differs", () => {
    const base = { providerIds: [2], page: 1 };
    expect(cacheKey("list", base)).not.toBe(cacheKey("list", { ...base, page: 2 }));
    expect(cacheKey("list", base)).not.toBe(cacheKey("list", { ...base, kinds: ["slots"] }));
    expect(cacheKey("list", base)).not.toBe(cacheKey("game", base));
  });
});
