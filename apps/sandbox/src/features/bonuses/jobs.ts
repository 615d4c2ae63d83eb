/**
 * The bonuses' scheduled work: ends the bonuses whose time ran out and empties the bonus accounts
 * left with money after their bonus ended (rules B9, B11, B16).
 */
import type { Db } from "../../db/types.ts";
import type { Services } from "../../services.ts";
import { sweep } from "./ledger.ts";
import { type BonusNews, tell } from "./news.ts";
import { lockBonus, endBonus } from "./lifecycle.ts";

/**
 * Rules B9, B11 and B16, the scheduled job: ends the bonuses whose time ran out (`available` ->
 * `unclaimed`, `claimed` or `active` -> `expired`, bonus money forfeited), and empties bonus
 * accounts left with money after their bonus ended (a late win of a round the bonus funded):
 * released when that bonus completed, else forfeited.
 * @returns how many bonuses ended and how many accounts were emptied
 */
export async function expireBonuses(
  services: Services,
  now: Date = new Date(services.clock.now()),
): Promise<{ expired: number; swept: number }> {
  const { db } = services;
  const due = await db
    .selectFrom("bonuses")
    .select("id")
    .where("status", "in", ["available", "claimed", "active"])
    .where("expires_at", "<=", now)
    .orderBy("id")
    .limit(500)
    .execute();
  const news: BonusNews[] = [];
  for (const { id } of due) {
    const ended = await db.transaction().execute(async (trx) => {
      const bonus = await lockBonus(trx, id);
      if (!bonus || !bonus.expires_at || bonus.expires_at > now) return undefined;
      return endBonus(trx, bonus, bonus.status === "available" ? "unclaimed" : "expired", now);
    });
    if (ended) news.push(ended);
  }
  const swept = await sweepOrphans(db, news);
  await tell(services, news);
  return { expired: due.length, swept };
}

async function sweepOrphans(db: Db, news: BonusNews[]): Promise<number> {
  const orphans = await db
    .selectFrom("ledger_accounts as a")
    .innerJoin("user_wallets as w", "w.id", "a.wallet_id")
    .select(["w.user_id", "w.code"])
    .where("a.kind", "=", "bonus")
    .where("a.balance", ">", "0")
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("bonuses as b")
            .select("b.id")
            .whereRef("b.user_id", "=", "w.user_id")
            .whereRef("b.entity_wallet_code", "=", "w.code")
            .where("b.status", "=", "active"),
        ),
      ),
    )
    .execute();
  let swept = 0;
  for (const { user_id, code } of orphans) {
    const released = await db.transaction().execute(async (trx) => {
      const active = await trx
        .selectFrom("bonuses")
        .select(["id", "status"])
        .where("user_id", "=", user_id)
        .where("entity_wallet_code", "=", code)
        .where("status", "in", ["active", "completed", "expired", "busted"])
        .orderBy("activated_at", "desc")
        .orderBy("id", "desc")
        .forUpdate()
        .executeTakeFirst();
      if (active?.status === "active") return false;
      const to = active?.status === "completed" ? "release" : "forfeit";
      const moved = await sweep(trx, user_id, code, to);
      return to === "release" && moved > 0n;
    });
    swept += 1;
    if (released) news.push({ userId: user_id, bonusId: 0, event: "none", balance: code });
  }
  return swept;
}
