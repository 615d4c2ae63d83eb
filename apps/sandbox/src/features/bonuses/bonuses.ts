/**
 * Bonuses: offers become a player's bonus (`available`), the player claims it (`claimed` until
 * a qualifying deposit for deposit offers, else `active` at once), bonus money is credited to
 * the player's own `bonus` ledger account (from the house `promotions` account), every settled
 * bet moves the wagering requirement (a `betSettled` subscriber), and the bonus ends exactly
 * once: `completed` (the bonus money is released to the real balance), `expired` or `busted`
 * (forfeited back to `promotions`), `unclaimed` (never claimed). The numbered rules (B1 ...) are
 * in docs/bonuses.md.
 */
import { randomInt } from "node:crypto";
import { sql, type Transaction } from "kysely";
import type { BonusOffer, BonusRow, Database, Db } from "../../db/types.ts";
import { contentLocale, inLanguage, type Locale } from "../../lib/content-language.ts";
import type { Schemas } from "../../lib/contract-types.ts";
import { dec, fmt, mul, sum, truncate, type Dec } from "@casino/rules";
import type { BetSettled } from "../../lib/events.ts";
import { ApiError, unprocessable } from "../../lib/errors.ts";
import { houseAccount, transfer, walletAccounts, type Tx } from "../../lib/ledger.ts";
import { text } from "../../lib/player-texts.ts";
import { imageBase } from "../../lib/public-url.ts";
import type { Services } from "../../services.ts";
import type { BetEffect } from "../bets/durable.ts";
import { notify } from "../notifications/notifications.ts";
import { slotConfig, slotParams, spin } from "../slot/slot-maths.ts";
import { findCoin } from "../wallets/catalog.ts";
import { announceBalance } from "../wallets/wallets.ts";
import {
  contribution,
  contributionPercent,
  depositMatch,
  isBust,
  isMet,
  progressPercent,
  wageringRequired,
} from "./wagering.ts";
import { moneyText, type MoneyText } from "../../lib/money-text.ts";
import { gameImage } from "../games/catalogue.ts";

type Trx = Transaction<Database>;
export type Bonus = Schemas["Bonus"];

const DAY_MS = 86_400_000;
/** Rule B5: free spins a feature may add on top of the offer's (a cap, not a target). */
export const MAX_EXTRA_FREE_SPINS = 100;

/** Statuses of the three tabs of the bonus dialog. */
export const TAB_STATUSES = {
  available: ["available"],
  active: ["claimed", "active"],
  history: ["completed", "expired", "busted", "unclaimed"],
} as const;

const decimalsOf = (code: string) => findCoin(code)?.decimals ?? 8;

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

// ---------------------------------------------------------------- ledger

/** The player's bonus-money account of a coin (created on first use). */
export async function bonusAccount(db: Tx, userId: number, code: string): Promise<number> {
  const { walletId } = await walletAccounts(db, userId, code);
  const find = () =>
    db
      .selectFrom("ledger_accounts")
      .select("id")
      .where("wallet_id", "=", walletId)
      .where("kind", "=", "bonus")
      .executeTakeFirst();
  const found = await find();
  if (found) return found.id;
  await db
    .insertInto("ledger_accounts")
    .values({ wallet_id: walletId, code, kind: "bonus" })
    .onConflict((oc) =>
      oc.columns(["wallet_id", "kind"]).where("wallet_id", "is not", null).doNothing(),
    )
    .execute();
  return (await find())!.id;
}

/** The player's bonus money in a coin. */
export async function bonusBalance(db: Tx, userId: number, code: string): Promise<Dec> {
  const row = await db
    .selectFrom("ledger_accounts as a")
    .innerJoin("user_wallets as w", "w.id", "a.wallet_id")
    .select("a.balance")
    .where("w.user_id", "=", userId)
    .where("w.code", "=", code)
    .where("a.kind", "=", "bonus")
    .executeTakeFirst();
  return dec(row?.balance ?? "0");
}

async function credit(trx: Trx, bonus: BonusRow, amount: Dec): Promise<void> {
  if (amount <= 0n) return;
  const code = bonus.entity_wallet_code;
  await transfer(trx, {
    kind: "bonus_credit",
    code,
    legs: [
      [await houseAccount(trx, code, "promotions"), -amount],
      [await bonusAccount(trx, bonus.user_id, code), amount],
    ],
  });
}

/**
 * Rule B9/B11: empties the bonus account, to the real balance (`release`) or back to the house
 * (`forfeit`). @returns the amount moved
 */
async function sweep(
  trx: Trx,
  userId: number,
  code: string,
  to: "release" | "forfeit",
): Promise<Dec> {
  const account = await bonusAccount(trx, userId, code);
  const row = await trx
    .selectFrom("ledger_accounts")
    .select("balance")
    .where("id", "=", account)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const amount = dec(row.balance);
  if (amount <= 0n) return 0n;
  const target =
    to === "release"
      ? (await walletAccounts(trx, userId, code)).available
      : await houseAccount(trx, code, "promotions");
  await transfer(trx, {
    kind: to === "release" ? "bonus_release" : "bonus_forfeit",
    code,
    legs: [
      [account, -amount],
      [target, amount],
    ],
  });
  return amount;
}

// ---------------------------------------------------------------- the bet pipeline's hook

/**
 * Rules B12-B13, called by the bet pipeline for every stake it takes: refuses a stake over the
 * active bonus's max bet, and says which money pays it. Real money first; bonus money only when
 * the real balance cannot cover the stake; a round keeps the money it started with.
 * @returns the id of the bonus whose money pays the stake, or null for real money
 * @throws ApiError 422 `bonus_max_bet_exceeded`
 */
export async function bonusFunding(
  trx: Trx,
  userId: number,
  code: string,
  amount: Dec,
  round: { bonus_id: number | null; stake: string },
): Promise<number | null> {
  const active = await trx
    .selectFrom("bonuses as b")
    .innerJoin("bonus_offers as o", "o.id", "b.offer_id")
    .select(["b.id", "b.entity_wallet_code", "o.max_bet"])
    .where("b.user_id", "=", userId)
    .where("b.status", "=", "active")
    .executeTakeFirst();
  if (active && active.entity_wallet_code === code && active.max_bet !== null)
    if (amount > dec(active.max_bet)) throw unprocessable("bonus_max_bet_exceeded");
  if (round.bonus_id !== null) return round.bonus_id;
  if (dec(round.stake) > 0n) return null;
  if (!active || active.entity_wallet_code !== code) return null;
  const accounts = await walletAccounts(trx, userId, code);
  const real = await trx
    .selectFrom("ledger_accounts")
    .select("balance")
    .where("id", "=", accounts.available)
    .executeTakeFirstOrThrow();
  if (dec(real.balance) >= amount) return null;
  return (await bonusBalance(trx, userId, code)) >= amount ? active.id : null;
}

// ---------------------------------------------------------------- presenting

interface Loaded {
  bonus: BonusRow;
  offer: BonusOffer;
}

async function load(db: Tx, rows: BonusRow[]): Promise<Loaded[]> {
  if (rows.length === 0) return [];
  const offers = await db
    .selectFrom("bonus_offers")
    .selectAll()
    .where(
      "id",
      "in",
      rows.map((r) => r.offer_id),
    )
    .execute();
  const byId = new Map(offers.map((o) => [o.id, o]));
  return rows.map((bonus) => ({ bonus, offer: byId.get(bonus.offer_id)! }));
}

/**
 * The contract's `Bonus` of loaded rows, the offers' `name` and `description` in `locale`
 * (English where an offer has no translation).
 */
export async function presentBonuses(
  services: Services,
  db: Tx,
  items: Loaded[],
  locale: Locale,
): Promise<Bonus[]> {
  const gameIds = [
    ...new Set(items.map((i) => i.offer.free_spins_game_id).filter((id) => id !== null)),
  ];
  const games = gameIds.length
    ? await db
        .selectFrom("games")
        .select(["id", "slug", "name"])
        .where("id", "in", gameIds)
        .execute()
    : [];
  const base = imageBase(services.config);
  return Promise.all(
    items.map(async ({ bonus, offer }) => {
      const game = games.find((g) => g.id === offer.free_spins_game_id);
      const texts = inLanguage(
        { name: offer.name, description: offer.description },
        offer.translations,
        locale,
      );
      const required = dec(bonus.wagering_required);
      const wagered = dec(bonus.wagered);
      const open = bonus.status === "active";
      return {
        id: bonus.id,
        name: texts.name,
        description: texts.description,
        image: offer.image,
        type: offer.type,
        status: bonus.status,
        bonus_code: bonus.bonus_code,
        entity_wallet_code: bonus.entity_wallet_code as Bonus["entity_wallet_code"],
        amount:
          bonus.amount !== null
            ? fmt(dec(bonus.amount))
            : offer.amount !== null
              ? fmt(dec(offer.amount))
              : null,
        deposit_match_percent:
          offer.deposit_match_percent !== null ? fmt(dec(offer.deposit_match_percent)) : null,
        min_deposit: offer.min_deposit !== null ? fmt(dec(offer.min_deposit)) : null,
        max_bet: offer.max_bet !== null ? fmt(dec(offer.max_bet)) : null,
        free_spins_count: offer.free_spins_count,
        free_spins_game: game
          ? {
              id: game.id,
              slug: game.slug,
              name: game.name,
              image: gameImage(base, game.slug),
            }
          : null,
        wagering_multiplier: fmt(dec(offer.wagering_multiplier)),
        wagering_required: fmt(required),
        wagered: fmt(wagered),
        progress_percent: bonus.status === "completed" ? 100 : progressPercent(wagered, required),
        can_cancel: bonus.status === "claimed" || bonus.status === "active",
        expires_at: bonus.expires_at?.toISOString() ?? null,
        claimed_at: bonus.claimed_at?.toISOString() ?? null,
        completed_at: bonus.completed_at?.toISOString() ?? null,
        created_at: bonus.created_at.toISOString(),
        bonus_balance: open
          ? fmt(await bonusBalance(db, bonus.user_id, bonus.entity_wallet_code))
          : "0",
      };
    }),
  );
}

/** One bonus of a player as the contract's `Bonus`, its texts in `locale`. */
export async function presentBonus(
  services: Services,
  db: Tx,
  bonus: BonusRow,
  locale: Locale,
): Promise<Bonus> {
  return (await presentBonuses(services, db, await load(db, [bonus]), locale))[0]!;
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

/** The size of the player's Available tab. */
export async function availableCount(db: Tx, userId: number): Promise<number> {
  const row = await db
    .selectFrom("bonuses")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("user_id", "=", userId)
    .where("status", "=", "available")
    .executeTakeFirstOrThrow();
  return Number(row.count);
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

// ---------------------------------------------------------------- transitions

async function lockBonus(trx: Trx, id: number): Promise<BonusRow | undefined> {
  return trx.selectFrom("bonuses").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
}

/** An offer's name in `locale` (the content rule: English when it has no translation). */
function offerName(offer: BonusOffer, locale: Locale): string {
  return inLanguage({ name: offer.name }, offer.translations, locale).name;
}

async function offerOf(db: Tx, id: number): Promise<BonusOffer> {
  return db.selectFrom("bonus_offers").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

/**
 * Rules B9-B11: ends an open bonus once (`completed` releases the bonus money, the other ends
 * forfeit it). A bonus that already ended is left alone.
 */
async function endBonus(
  trx: Trx,
  bonus: BonusRow,
  status: "completed" | "expired" | "busted" | "unclaimed",
  now: Date,
  /** Why it busted, for the notification (default: money ran out or cancelled). */
  why?: "withdrawal",
): Promise<BonusNews | undefined> {
  if (!["available", "claimed", "active"].includes(bonus.status)) return undefined;
  const code = bonus.entity_wallet_code;
  let moved = 0n;
  if (bonus.status === "active")
    moved = await sweep(trx, bonus.user_id, code, status === "completed" ? "release" : "forfeit");
  await trx
    .updateTable("bonuses")
    .set({
      status,
      ended_at: now,
      ...(status === "completed"
        ? { completed_at: now, released: fmt(moved) }
        : bonus.status === "active"
          ? { forfeited: fmt(moved) }
          : {}),
    })
    .where("id", "=", bonus.id)
    .execute();
  const offer = await offerOf(trx, bonus.offer_id);
  const money = moneyText(moved, code);
  const values = (locale: Locale) => ({ offer: offerName(offer, locale), amount: money.text });
  const notices: Record<string, BonusNews["notice"]> = {
    completed: (locale) => ({
      title: text(locale, "notice.bonusCompleted.title"),
      body: text(locale, "notice.bonusCompleted.body", values(locale)),
      amounts: [money],
    }),
    expired:
      bonus.status === "available"
        ? undefined
        : bonus.status === "active"
          ? (locale) => ({
              title: text(locale, "notice.bonusExpired.title"),
              body: text(locale, "notice.bonusExpired.bodyWagering", values(locale)),
              amounts: [money],
            })
          : (locale) => ({
              title: text(locale, "notice.bonusExpired.title"),
              body: text(locale, "notice.bonusExpired.bodyDeposit", values(locale)),
              amounts: [],
            }),
    busted: (locale) => ({
      title: text(locale, "notice.bonusEnded.title"),
      body: text(
        locale,
        why === "withdrawal" ? "notice.bonusEnded.bodyWithdrawal" : "notice.bonusEnded.body",
        values(locale),
      ),
      amounts: [money],
    }),
    unclaimed: undefined,
  };
  const notice = notices[status];
  return {
    userId: bonus.user_id,
    bonusId: bonus.id,
    event: "finish",
    ...(notice ? { notice } : {}),
    ...(status === "completed" && moved > 0n ? { balance: code } : {}),
  };
}

/**
 * Rules B3-B6: credits the bonus money and starts the wagering (or completes at once when
 * nothing is to be wagered).
 */
async function activate(
  trx: Trx,
  bonus: BonusRow,
  offer: BonusOffer,
  amount: Dec,
  now: Date,
  depositId: number | null,
): Promise<BonusNews[]> {
  const code = bonus.entity_wallet_code;
  const required = wageringRequired(amount, dec(offer.wagering_multiplier), decimalsOf(code));
  const activated = await trx
    .updateTable("bonuses")
    .set({
      status: "active",
      amount: fmt(amount),
      wagering_required: fmt(required),
      wagered: "0",
      deposit_transaction_id: depositId,
      claimed_at: bonus.claimed_at ?? now,
      activated_at: now,
      expires_at: new Date(now.getTime() + offer.wager_days * DAY_MS),
    })
    .where("id", "=", bonus.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await credit(trx, activated, amount);
  const credited = moneyText(amount, code);
  const toWager = moneyText(required, code);
  const news: BonusNews[] = [
    {
      userId: bonus.user_id,
      bonusId: bonus.id,
      event: "item",
      notice: (locale) => ({
        title: text(locale, "notice.bonusCredited.title"),
        body: text(locale, "notice.bonusCredited.body", {
          offer: offerName(offer, locale),
          credited: credited.text,
          wager: toWager.text,
        }),
        amounts: [credited, toWager],
      }),
    },
  ];
  if (isMet(0n, required) || amount === 0n) {
    const ended = await endBonus(trx, activated, "completed", now);
    if (ended) news.push(ended);
  }
  return news;
}

/** Rule B5: plays the free spins of an offer on its slot; returns their total win. */
export async function playFreeSpins(
  db: Tx,
  offer: BonusOffer,
  random = (n: number) => randomInt(n),
): Promise<Dec> {
  const game = await db
    .selectFrom("games")
    .select(["engine_params", "rtp"])
    .where("id", "=", offer.free_spins_game_id!)
    .executeTakeFirstOrThrow();
  const config = slotConfig(slotParams(game.engine_params, game.rtp));
  const value = dec(offer.free_spin_value ?? "0");
  const decimals = decimalsOf(offer.entity_wallet_code);
  const wins: Dec[] = [];
  let left = offer.free_spins_count ?? 0;
  let extra = 0;
  let feature = false;
  while (left > 0) {
    left -= 1;
    const result = spin(config, random, feature);
    wins.push(truncate(mul(value, dec(result.multiplier.toFixed(12))), decimals));
    if (result.freeSpinsAwarded > 0 && extra < MAX_EXTRA_FREE_SPINS) {
      const add = Math.min(result.freeSpinsAwarded, MAX_EXTRA_FREE_SPINS - extra);
      extra += add;
      left += add;
      feature = true;
    }
  }
  return sum(wins);
}

/**
 * Rule B18: a `cash_back_bonus` offer with a percentage (`deposit_match_percent`) pays back that
 * share of the player's net real-money loss in the offer's coin (settled rounds, stakes minus
 * payouts, bonus-funded rounds excluded) from the grant (`bonuses.created_at`) to the claim, up to
 * `amount` (no cap when null), from `min_deposit` of loss; 0 completes the bonus at once with nothing to release.
 */
export async function lossBack(
  trx: Tx,
  bonus: BonusRow,
  offer: BonusOffer,
  now: Date,
): Promise<Dec> {
  const row = await trx
    .selectFrom("game_rounds")
    .select(sql<string>`coalesce(sum(stake - payout), 0)`.as("net"))
    .where("user_id", "=", bonus.user_id)
    .where("code", "=", offer.entity_wallet_code)
    .where("status", "=", "settled")
    .where("bonus_id", "is", null)
    .where("settled_at", ">=", bonus.created_at)
    .where("settled_at", "<=", now)
    .executeTakeFirstOrThrow();
  const net = dec(row.net);
  return depositMatch(
    net,
    dec(offer.deposit_match_percent ?? "0"),
    offer.amount === null ? net : dec(offer.amount),
    dec(offer.min_deposit ?? "0"),
    decimalsOf(offer.entity_wallet_code),
  );
}

/**
 * Rule B2: claims an available bonus of the player.
 * @throws ApiError 422 `bonus_not_available`, `bonus_active_exists`
 */
export async function claimBonus(
  services: Services,
  userId: number,
  bonusId: number,
  locale: Locale = "en",
): Promise<Bonus> {
  const shown = await changeOwnBonus(services, userId, bonusId, locale, async (trx, bonus, now) => {
    if (bonus.status !== "available" || (bonus.expires_at && bonus.expires_at <= now))
      throw unprocessable("bonus_not_available");
    const open = await trx
      .selectFrom("bonuses")
      .select("id")
      .where("user_id", "=", userId)
      .where("status", "in", ["claimed", "active"])
      .forUpdate()
      .executeTakeFirst();
    if (open) throw unprocessable("bonus_active_exists");
    const offer = await offerOf(trx, bonus.offer_id);
    // B4: a welcome offer is for the first deposit; once one is made it cannot be claimed.
    if (offer.type === "welcome_bonus_offer" && (await depositCount(trx, userId)) > 0)
      throw unprocessable("bonus_not_available");
    if (offer.type === "deposit_bonus_offer" || offer.type === "welcome_bonus_offer") {
      await trx
        .updateTable("bonuses")
        .set({
          status: "claimed",
          claimed_at: now,
          expires_at: new Date(now.getTime() + offer.claim_days * DAY_MS),
        })
        .where("id", "=", bonus.id)
        .execute();
      return [{ userId, bonusId, event: "item" } satisfies BonusNews];
    }
    const claimed = { ...bonus, claimed_at: now };
    const amount =
      offer.type === "free_spins_offer"
        ? await playFreeSpins(trx, offer)
        : offer.type === "cash_back_bonus" && offer.deposit_match_percent !== null
          ? await lossBack(trx, bonus, offer, now)
          : dec(offer.amount ?? "0");
    return activate(trx, claimed, offer, amount, now, null);
  });
  if (!shown) throw unprocessable("bonus_not_available");
  return shown;
}

/**
 * Rule B14: the player gives up a claimed or active bonus; it becomes `busted` and its bonus
 * money is forfeited.
 * @throws ApiError 422 `bonus_not_cancelable`
 */
export async function cancelBonus(
  services: Services,
  userId: number,
  bonusId: number,
  locale: Locale = "en",
): Promise<Bonus | undefined> {
  return changeOwnBonus(services, userId, bonusId, locale, async (trx, bonus, now) => {
    if (bonus.status !== "claimed" && bonus.status !== "active")
      throw unprocessable("bonus_not_cancelable");
    const ended = await endBonus(trx, bonus, "busted", now);
    return ended ? [ended] : undefined;
  });
}

/**
 * Changes a player's own bonus under its lock, tells the player what happened and returns the
 * bonus as it is now (its texts in `locale`); undefined when the bonus is not the player's (or
 * `change` made no news).
 */
async function changeOwnBonus(
  services: Services,
  userId: number,
  bonusId: number,
  locale: Locale,
  change: (trx: Trx, bonus: BonusRow, now: Date) => Promise<BonusNews[] | undefined>,
): Promise<Bonus | undefined> {
  const now = new Date(services.clock.now());
  const news = await services.db.transaction().execute(async (trx) => {
    const bonus = await lockBonus(trx, bonusId);
    if (!bonus || bonus.user_id !== userId) return undefined;
    return change(trx, bonus, now);
  });
  if (!news) return undefined;
  await tell(services, news);
  const row = await services.db
    .selectFrom("bonuses")
    .selectAll()
    .where("id", "=", bonusId)
    .executeTakeFirstOrThrow();
  return presentBonus(services, services.db, row, locale);
}

/**
 * Gives a player an offer as an `available` bonus (codes, the welcome offer, other features
 * such as cashback may call it). Per-player and total limits are checked under a lock of the
 * offer row. @returns the new bonus, or a refusal key
 */
export async function grantOffer(
  trx: Trx,
  offer: BonusOffer,
  userId: number,
  now: Date,
  bonusCode: string | null,
): Promise<BonusRow | "bonus_already_claimed" | "bonus_code_exhausted"> {
  await trx
    .selectFrom("bonus_offers")
    .select("id")
    .where("id", "=", offer.id)
    .forUpdate()
    .execute();
  const counts = await trx
    .selectFrom("bonuses")
    .select([
      (eb) => eb.fn.countAll<string>().as("total"),
      sql<string>`count(*) filter (where user_id = ${userId})`.as("mine"),
    ])
    .where("offer_id", "=", offer.id)
    .executeTakeFirstOrThrow();
  if (Number(counts.mine) >= offer.max_per_player) return "bonus_already_claimed";
  if (offer.max_redemptions !== null && Number(counts.total) >= offer.max_redemptions)
    return "bonus_code_exhausted";
  const claimUntil = now.getTime() + offer.claim_days * DAY_MS;
  const expires =
    offer.valid_until && offer.valid_until.getTime() < claimUntil && !bonusCode
      ? offer.valid_until
      : new Date(claimUntil);
  return trx
    .insertInto("bonuses")
    .values({
      user_id: userId,
      offer_id: offer.id,
      status: "available",
      bonus_code: bonusCode,
      entity_wallet_code: offer.entity_wallet_code,
      expires_at: expires,
      created_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

const inWindow = (offer: BonusOffer, now: Date) =>
  offer.status === "active" &&
  (offer.valid_from === null || offer.valid_from <= now) &&
  (offer.valid_until === null || offer.valid_until > now);

/** Normalises a typed code: trimmed, upper case. */
export const normaliseCode = (code: string) => code.trim().toUpperCase();

/**
 * Rule B15: redeems a bonus code into the Available tab.
 * @throws ApiError 422 `bonus_code_invalid`, `bonus_already_claimed`
 */
export async function redeemCode(
  services: Services,
  userId: number,
  typed: string,
  locale: Locale = "en",
): Promise<Bonus> {
  const now = new Date(services.clock.now());
  const code = normaliseCode(typed);
  const bonus = await services.db.transaction().execute(async (trx) => {
    const offer = await trx
      .selectFrom("bonus_offers")
      .selectAll()
      .where(sql<string>`upper(code)`, "=", code)
      .executeTakeFirst();
    if (!offer || !inWindow(offer, now)) throw unprocessable("bonus_code_invalid");
    const granted = await grantOffer(trx, offer, userId, now, offer.code);
    if (granted === "bonus_code_exhausted") throw unprocessable("bonus_code_invalid");
    if (granted === "bonus_already_claimed") throw unprocessable("bonus_already_claimed");
    return granted;
  });
  await tell(services, [{ userId, bonusId: bonus.id, event: "available" }]);
  return presentBonus(services, services.db, bonus, locale);
}

/**
 * Rule B15: the bonus code of the sign-up cookie (`voucher_code`) is redeemed at registration;
 * a code that cannot be redeemed is ignored, as the contract says.
 */
export async function redeemVoucher(
  services: Services,
  userId: number,
  code: string | null,
): Promise<void> {
  if (!code || !code.trim()) return;
  try {
    await redeemCode(services, userId, code);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 422) throw error;
  }
}

/**
 * Rule B1: the welcome offers (no code) are offered to a player who has not deposited yet.
 */
export async function offerWelcome(services: Services, userId: number): Promise<void> {
  const now = new Date(services.clock.now());
  const offers = await services.db
    .selectFrom("bonus_offers")
    .selectAll()
    .where("type", "=", "welcome_bonus_offer")
    .where("code", "is", null)
    .execute();
  const candidates = offers.filter((o) => inWindow(o, now));
  if (candidates.length === 0) return;
  if ((await depositCount(services.db, userId)) > 0) return;
  const news: BonusNews[] = [];
  for (const offer of candidates) {
    const has = await services.db
      .selectFrom("bonuses")
      .select("id")
      .where("user_id", "=", userId)
      .where("offer_id", "=", offer.id)
      .executeTakeFirst();
    if (has) continue;
    const granted = await services.db
      .transaction()
      .execute((trx) => grantOffer(trx, offer, userId, now, null));
    if (typeof granted !== "string") news.push({ userId, bonusId: granted.id, event: "available" });
  }
  await tell(services, news);
}

/** The contract's `WelcomeOffer`. */
export type WelcomeOffer = Schemas["WelcomeOffer"];

/**
 * Rules B1 and B19: the player's welcome bonus while it is open (`available` before any
 * deposit, `claimed`, `active`; offered first when the player may have it), or null when the
 * welcome offer no longer applies; `prompt` while it is `available` and the after-sign-up invitation is
 * unanswered.
 */
export async function welcomeOffer(
  services: Services,
  userId: number,
  locale: Locale = "en",
): Promise<WelcomeOffer> {
  await offerWelcome(services, userId);
  const { db } = services;
  const row = await db
    .selectFrom("bonuses as b")
    .innerJoin("bonus_offers as o", "o.id", "b.offer_id")
    .selectAll("b")
    .where("b.user_id", "=", userId)
    .where("o.type", "=", "welcome_bonus_offer")
    .where("b.status", "in", ["available", "claimed", "active"])
    .orderBy("b.id", "desc")
    .executeTakeFirst();
  // B4: once the player deposited, an unclaimed welcome offer can no longer be had.
  if (!row || (row.status === "available" && (await depositCount(db, userId)) > 0))
    return { bonus: null, prompt: false };
  const user = await db
    .selectFrom("users")
    .select("welcome_answered_at")
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  return {
    bonus: await presentBonus(services, db, row, locale),
    prompt: row.status === "available" && user.welcome_answered_at === null,
  };
}

/** Rule B19: the player answered the after-sign-up invitation; it is never presented again. */
export async function answerWelcome(
  services: Services,
  userId: number,
  locale: Locale = "en",
): Promise<WelcomeOffer> {
  await services.db
    .updateTable("users")
    .set({ welcome_answered_at: new Date(services.clock.now()) })
    .where("id", "=", userId)
    .where("welcome_answered_at", "is", null)
    .execute();
  return welcomeOffer(services, userId, locale);
}

/** The player's confirmed deposits. */
async function depositCount(db: Tx, userId: number): Promise<number> {
  const row = await db
    .selectFrom("wallet_transactions")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("user_id", "=", userId)
    .where("type", "=", "deposit")
    .where("status", "=", "confirmed")
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A confirmed deposit (the `depositCredited` event). */
export interface CreditedDeposit {
  userId: number;
  transactionId: number;
  code: string;
  amount: string;
}

/**
 * Rules B3-B4: the player's claimed deposit or welcome offer that a confirmed deposit in `code`
 * activates (its coin; a welcome offer only on the first deposit), or undefined. The deposit
 * handler ({@link onDepositCredited}) and the deposit tab's preview (`GET
 * /api/bonuses/deposit-offer`) both ask this, so the tab shows what the deposit will do.
 * @param deposits the player's confirmed deposits, the new one included when it is credited
 */
export async function depositBonus(
  db: Tx,
  userId: number,
  code: string,
  deposits: number,
  lock = false,
): Promise<Loaded | undefined> {
  let query = db
    .selectFrom("bonuses")
    .selectAll()
    .where("user_id", "=", userId)
    .where("status", "=", "claimed");
  if (lock) query = query.forUpdate();
  const claimed = await query.executeTakeFirst();
  if (!claimed || claimed.entity_wallet_code !== code) return undefined;
  const offer = await offerOf(db, claimed.offer_id);
  if (offer.type === "welcome_bonus_offer" && deposits > 0) return undefined;
  return { bonus: claimed, offer };
}

/** The bonus a deposit in `code` would activate now (the deposit tab's preview). */
export async function previewDepositBonus(
  services: Services,
  userId: number,
  code: string,
  locale: Locale = "en",
): Promise<Bonus | null> {
  const { db } = services;
  const found = await depositBonus(db, userId, code, await depositCount(db, userId));
  return found ? (await presentBonuses(services, db, [found], locale))[0]! : null;
}

/**
 * Rules B3-B4: a confirmed deposit activates the player's claimed deposit offer when it
 * qualifies (its coin, at least the minimum; a welcome offer only on the first deposit).
 */
export async function onDepositCredited(
  services: Services,
  deposit: CreditedDeposit,
): Promise<void> {
  const now = new Date(services.clock.now());
  const news = await services.db.transaction().execute(async (trx) => {
    // The credited deposit is confirmed already: the ones before it are one fewer.
    const before = (await depositCount(trx, deposit.userId)) - 1;
    const found = await depositBonus(trx, deposit.userId, deposit.code, before, true);
    if (!found) return [];
    const { bonus: claimed, offer } = found;
    const amount = depositMatch(
      dec(deposit.amount),
      dec(offer.deposit_match_percent ?? "100"),
      dec(offer.amount ?? "0"),
      dec(offer.min_deposit ?? "0"),
      decimalsOf(deposit.code),
    );
    if (amount <= 0n) return [];
    return activate(trx, claimed, offer, amount, now, deposit.transactionId);
  });
  await tell(services, news);
}

/**
 * The bonuses' durable listener (`BetEffect`, features/bets/effects.ts): the wagering of one
 * settled round in the caller's transaction (its `bet_effects` row recorded there).
 */
export const bonusBetEffect: BetEffect = async (trx, services, event, at) => {
  const news = await wagerIn(trx, event, at);
  return news.length ? () => tell(services, news) : undefined;
};

/** Rules B7-B10 for one settled round, in a transaction that recorded its `bet_effects` row. */
async function wagerIn(
  trx: Transaction<Database>,
  event: BetSettled,
  now: Date,
): Promise<BonusNews[]> {
  const bonus = await trx
    .selectFrom("bonuses")
    .selectAll()
    .where("user_id", "=", event.userId)
    .where("status", "=", "active")
    .forUpdate()
    .executeTakeFirst();
  if (!bonus || bonus.entity_wallet_code !== event.walletCode) return [];
  const round = await trx
    .selectFrom("game_rounds")
    .select(["created_at", "bonus_id"])
    .where("id", "=", event.betId)
    .executeTakeFirstOrThrow();
  const counts = !bonus.activated_at || round.created_at >= bonus.activated_at;
  const offer = await offerOf(trx, bonus.offer_id);
  const game = await trx
    .selectFrom("games")
    .select("kind")
    .where("id", "=", event.gameId)
    .executeTakeFirst();
  const percent = contributionPercent(game?.kind ?? "", offer.contributions);
  const add = counts
    ? contribution(dec(event.stake), percent, decimalsOf(bonus.entity_wallet_code))
    : 0n;
  const wagered = dec(bonus.wagered) + add;
  const updated = await trx
    .updateTable("bonuses")
    .set({ wagered: fmt(wagered) })
    .where("id", "=", bonus.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  if (isMet(wagered, dec(bonus.wagering_required))) {
    const ended = await endBonus(trx, updated, "completed", now);
    return ended ? [ended] : [];
  }
  if (round.bonus_id === bonus.id) {
    const balance = await bonusBalance(trx, bonus.user_id, bonus.entity_wallet_code);
    const open = await trx
      .selectFrom("game_rounds")
      .select("id")
      .where("bonus_id", "=", bonus.id)
      .where("status", "=", "open")
      .executeTakeFirst();
    if (!open && isBust(balance, dec(offer.min_balance))) {
      const ended = await endBonus(trx, updated, "busted", now);
      return ended ? [ended] : [];
    }
  }
  return add > 0n
    ? [{ userId: bonus.user_id, bonusId: bonus.id, event: "item" } satisfies BonusNews]
    : [];
}

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

/**
 * Rule B17: a withdrawal requested while a bonus of that coin is active busts the bonus (its
 * bonus money is forfeited; the withdrawal itself goes on with real money only).
 */
export async function onWithdrawalRequested(
  services: Services,
  userId: number,
  code: string,
): Promise<void> {
  const now = new Date(services.clock.now());
  const news = await services.db.transaction().execute(async (trx) => {
    const bonus = await trx
      .selectFrom("bonuses")
      .selectAll()
      .where("user_id", "=", userId)
      .where("status", "=", "active")
      .where("entity_wallet_code", "=", code)
      .forUpdate()
      .executeTakeFirst();
    if (!bonus) return undefined;
    return endBonus(trx, bonus, "busted", now, "withdrawal");
  });
  if (news) await tell(services, [news]);
}

/** Whether the player has an active bonus (the catalogue's `HIDDEN_WHEN_BONUS`). */
export async function activeBonusExists(db: Tx, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom("bonuses")
    .select("id")
    .where("user_id", "=", userId)
    .where("status", "=", "active")
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * Subscribes the bonuses to `depositCredited` (their `betSettled` part, {@link bonusBetEffect},
 * runs with the other durable listeners: features/bets/effects.ts).
 */
export function subscribeBonuses(services: Services, onError: (error: unknown) => void): void {
  services.events.on("depositCredited", (deposit) => {
    onDepositCredited(services, deposit).catch(onError);
  });
}
