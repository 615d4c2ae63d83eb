/**
 * The process's copy of the prices the money paths read (`recentPrices`): at most
 * PRICE_MAX_AGE_MS old, replaced at once by this process's rate tick.
 */
import type { Db } from "../../db/types.ts";
import { dec, fmt, mul } from "@casino/rules";
import { testDatabase } from "../../test/harness.ts";
import {
  loadPrices,
  PRICE_MAX_AGE_MS,
  PRICE_STALE_MS,
  recentPrices,
  rememberPrices,
  tickPrices,
} from "./rates.ts";

let db: Db;
beforeAll(async () => {
  db = await testDatabase(false);
});
afterAll(() => db.destroy());
beforeEach(() => rememberPrices(undefined));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Doubles BTC's price behind the process's back (as another instance's tick would). */
async function doubleBtcElsewhere(): Promise<bigint> {
  const before = (await loadPrices(db)).usd.get("BTC")!;
  await db
    .updateTable("coin_prices")
    .set({ usd_price: fmt(mul(before, dec(2))) })
    .where("code", "=", "BTC")
    .execute();
  return mul(before, dec(2));
}

describe("recentPrices", () => {
  it("serves the copy it read for PRICE_MAX_AGE_MS, then reads the moved price", async () => {
    const first = (await recentPrices(db)).usd.get("BTC")!;
    const doubled = await doubleBtcElsewhere();
    expect((await recentPrices(db)).usd.get("BTC")).toBe(first);
    await sleep(PRICE_MAX_AGE_MS + 50);
    expect((await recentPrices(db)).usd.get("BTC")).toBe(doubled);
  });

  it("serves an older copy while one background read renews it (with a pool to renew on)", async () => {
    const first = (await recentPrices(db)).usd.get("BTC")!;
    const doubled = await doubleBtcElsewhere();
    await sleep(PRICE_MAX_AGE_MS + 50);
    expect((await recentPrices(db, db)).usd.get("BTC")).toBe(first);
    await sleep(200);
    expect((await recentPrices(db)).usd.get("BTC")).toBe(doubled);
  });

  it("reads anew, and waits for it, past PRICE_STALE_MS", async () => {
    await recentPrices(db);
    const doubled = await doubleBtcElsewhere();
    await sleep(PRICE_STALE_MS + 50);
    expect((await recentPrices(db, db)).usd.get("BTC")).toBe(doubled);
  });

  it("has this process's tick at once", async () => {
    await recentPrices(db);
    // A random source that always steps by the bound: every non-calm price moves up.
    const ticked = await tickPrices(db, new Date(), 50, (n) => n - 1);
    const btc = (await recentPrices(db)).usd.get("BTC")!;
    expect(btc).toBe(ticked.usd.get("BTC"));
    expect(btc).toBe((await loadPrices(db)).usd.get("BTC"));
  });
});
