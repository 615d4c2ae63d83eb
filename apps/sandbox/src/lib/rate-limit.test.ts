import type { Db } from "../db/types.ts";
import { testDatabase } from "../test/harness.ts";
import { FailureThrottle, RateLimiter } from "./rate-limit.ts";

let db: Db;
beforeAll(async () => {
  db = await testDatabase(false);
});
afterAll(() => db.destroy());

describe("RateLimiter", () => {
  it("allows max attempts per window, then 429 until the window ends", async () => {
    let now = 1_000_000;
    const limiter = new RateLimiter(db, () => now);
    const rule = { max: 2, windowMs: 1000 };
    await limiter.hit("k", rule);
    await limiter.hit("k", rule);
    await expect(limiter.hit("k", rule)).rejects.toMatchObject({ status: 429, retryAfter: 1 });
    now += 1000;
    await expect(limiter.hit("k", rule)).resolves.toBeUndefined();
  });

  it("shares its counters between instances on one database", async () => {
    const now = () => 2_000_000;
    const a = new RateLimiter(db, now);
    const b = new RateLimiter(db, now);
    const rule = { max: 3, windowMs: 60_000 };
    await Promise.all([a.hit("shared", rule), b.hit("shared", rule), a.hit("shared", rule)]);
    await expect(b.hit("shared", rule)).rejects.toMatchObject({ status: 429 });
    await a.reset("shared");
    await expect(b.hit("shared", rule)).resolves.toBeUndefined();
  });
});

describe("FailureThrottle", () => {
  const rule = { free: 2, baseDelayMs: 1000, maxDelayMs: 4000, resetAfterMs: 60_000 };

  it("lets free failures pass, then doubles the wait up to its ceiling", async () => {
    let now = 3_000_000;
    const throttle = new FailureThrottle(db, () => now);
    expect(await throttle.fail("acct", rule)).toMatchObject({ failures: 1, blockedUntil: null });
    const second = await throttle.fail("acct", rule);
    expect(second).toMatchObject({ failures: 2, startedThrottling: true });
    expect(second.blockedUntil!.getTime() - now).toBe(1000);
    await expect(throttle.assertAllowed("acct")).rejects.toMatchObject({ retryAfter: 1 });
    now += 1000;
    await expect(throttle.assertAllowed("acct")).resolves.toBeUndefined();
    const fourth = await throttle.fail("acct", rule);
    expect(fourth.startedThrottling).toBe(false);
    expect(fourth.blockedUntil!.getTime() - now).toBe(2000);
    now += 2000;
    expect((await throttle.fail("acct", rule)).blockedUntil!.getTime() - now).toBe(4000);
    now += 4000;
    expect((await throttle.fail("acct", rule)).blockedUntil!.getTime() - now).toBe(4000);
    now += 60_001;
    expect(await throttle.fail("acct", rule)).toMatchObject({ failures: 1, blockedUntil: null });
    await throttle.clear("acct");
    expect(await throttle.blockedUntil("acct")).toBeNull();
  });
});
