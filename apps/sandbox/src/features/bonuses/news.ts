/**
 * What a bonus change tells the player once its transaction committed: the realtime bonus events,
 * the inbox notification (in the account's language) and the changed balance.
 */
import { contentLocale, type Locale } from "../../lib/content-language.ts";
import type { Tx } from "../../lib/ledger.ts";
import type { Services } from "../../services.ts";
import { notify } from "../notifications/index.ts";
import { announceBalance } from "../wallets/index.ts";
import type { MoneyText } from "../../lib/money-text.ts";
import { presentBonus, availableCount } from "./present.ts";

/** What to tell the player once the database transaction committed. */
export interface BonusNews {
  userId: number;
  bonusId: number;
  /** `update_available_bonus`, `update_bonus_item`, `update_finish_bonus` (none: a balance only). */
  event: "available" | "item" | "finish" | "none";
  /** An inbox notification, written in the player's language once it is sent. */
  notice?: (locale: Locale) => { title: string; body: string; amounts: MoneyText[] };
  /** The wallet whose real balance changed. */
  balance?: string;
}

/** The language a player's pushed bonus events are written in: the account's (`users.lang`). */
async function accountLocale(db: Tx, userId: number): Promise<Locale> {
  const user = await db
    .selectFrom("users")
    .select("lang")
    .where("id", "=", userId)
    .executeTakeFirst();
  return contentLocale(user?.lang);
}

/** Sends the realtime events, notifications and balances of committed changes. */
export async function tell(services: Services, news: BonusNews[]): Promise<void> {
  const { db, realtime, clock } = services;
  for (const item of news) {
    if (item.event === "none") {
      if (item.balance) await announceBalance(db, realtime, item.userId, item.balance, "bonus");
      continue;
    }
    const row = await db
      .selectFrom("bonuses")
      .selectAll()
      .where("id", "=", item.bonusId)
      .executeTakeFirstOrThrow();
    // A pushed event has no request language: the bonus is written in the account's.
    const bonus = await presentBonus(services, db, row, await accountLocale(db, item.userId));
    if (item.event === "available")
      await realtime.toPlayer(item.userId, "update_available_bonus", {
        bonus,
        available_count: await availableCount(db, item.userId),
      });
    else if (item.event === "item")
      await realtime.toPlayer(item.userId, "update_bonus_item", { bonus });
    else await realtime.toPlayer(item.userId, "update_finish_bonus", { bonus });
    if (item.balance) await announceBalance(db, realtime, item.userId, item.balance, "bonus");
    if (item.notice)
      await notify(
        db,
        realtime,
        item.userId,
        (locale) => ({ type: "bonus", ...item.notice!(locale), link: "/bonus" }),
        new Date(clock.now()),
      );
  }
}
