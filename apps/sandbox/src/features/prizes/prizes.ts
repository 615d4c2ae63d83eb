/**
 * Prizes players won in challenges and tournaments. A competition awards a prize inside its own
 * database transaction ({@link awardPrize}: one row per player and competition, a second award
 * does nothing); the player claims it ({@link claimPrize}): a `cash` prize is a ledger transfer
 * (`prize`) from the coin's house `bankroll` to the player's `available` account, a `free_spin`
 * prize becomes an `available` free-spins bonus (`free_spins_offer`) in the same transaction; the
 * claim is raised as the domain event `prizeClaimed`. The claim locks the row, so concurrent
 * claims credit once. Level-up rewards are listed here too (`source` `level_up`, credited by the
 * VIP programme at once, so listed as claimed).
 */
import type { Transaction } from "kysely";
import type { BonusRow, Database, Db, PrizeKind, PrizeRow } from "../../db/types.ts";
import {
  inLanguage,
  locales,
  type ContentTranslations,
  type Locale,
} from "../../lib/content-language.ts";
import type { Schemas } from "../../lib/contract-types.ts";
import { dec, fmt } from "@casino/rules";
import { prizeFreeSpinsTranslations } from "../../db/seed-translations.ts";
import { notFound, unprocessable } from "../../lib/errors.ts";
import { ensureWallets, houseAccount, transfer, walletAccounts } from "../../lib/ledger.ts";
import { moneyText, type MoneyText } from "../../lib/money-text.ts";
import { text } from "../../lib/player-texts.ts";
import type { Services } from "../../services.ts";
import { grantOffer, tell } from "../bonuses/index.ts";
import { gameImage } from "../games/index.ts";
import { coinCodes, findCoin, announceBalance, coinDecimals } from "../wallets/index.ts";

type Trx = Transaction<Database>;

/** Days a won prize stays claimable. */
export const PRIZE_CLAIM_DAYS = 30;

/** A prize's value as stored (challenges, tournament ranks, won prizes). */
export interface PrizeValueRow {
  prize_type: PrizeKind;
  prize_amount: string | null;
  prize_currency: string | null;
  free_spins_count: number | null;
  free_spins_game_id: number | null;
}

/** A cash prize of `amount` (a decimal string) in `currency`. */
export function cashPrize(amount: string, currency = "USDT"): PrizeValueRow {
  return {
    prize_type: "cash",
    prize_amount: amount,
    prize_currency: currency,
    free_spins_count: null,
    free_spins_game_id: null,
  };
}

/** Only the prize columns of a row that has more (a challenge, a tournament's rank band). */
export function prizeColumns(value: PrizeValueRow): PrizeValueRow {
  return {
    prize_type: value.prize_type,
    prize_amount: value.prize_amount,
    prize_currency: value.prize_currency,
    free_spins_count: value.free_spins_count,
    free_spins_game_id: value.free_spins_game_id,
  };
}

/** What a competition awards to one player. */
export interface Award {
  userId: number;
  source: "challenge" | "tournament";
  sourceId: number;
  sourceTitle: string;
  /** The competition's texts in the other languages (its `title` names the prize's source). */
  sourceTranslations?: ContentTranslations | null;
  /** The final rank (tournaments). */
  rank: number | null;
  value: PrizeValueRow;
}

/** Checks a prize value before it is stored (a cash prize pays in a coin of the catalogue). */
export function checkPrizeValue(value: PrizeValueRow): void {
  if (value.prize_type === "cash") {
    const coin = value.prize_currency ? findCoin(value.prize_currency) : undefined;
    if (!coin || value.prize_amount === null || dec(value.prize_amount) <= 0n)
      throw new Error("A cash prize needs a positive amount in a coin of the catalogue");
    const step = 10n ** BigInt(18 - coin.decimals);
    if (dec(value.prize_amount) % step !== 0n)
      throw new Error(`A ${coin.code} prize has at most ${coin.decimals} decimals`);
  } else if (!value.free_spins_count || value.free_spins_count < 1 || !value.free_spins_game_id)
    throw new Error("A free-spin prize needs a count and a game");
}

/** Names of games by id (for descriptions and summaries). */
export async function gameNames(
  db: Pick<Db, "selectFrom">,
  ids: number[],
): Promise<Map<number, { slug: string; name: string }>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom("games")
    .select(["id", "slug", "name"])
    .where("id", "in", unique)
    .execute();
  return new Map(rows.map((r) => [r.id, { slug: r.slug, name: r.name }]));
}

/**
 * The prize in words, in a language (English by default): what it is and what claiming it does.
 * The amount is written as the contract writes it (the coin's decimals, its code).
 */
export function describePrize(
  value: PrizeValueRow,
  gameName: string | undefined,
  locale: Locale = "en",
): string {
  if (value.prize_type === "cash") {
    const code = value.prize_currency!;
    return text(locale, "notice.prize.cash", {
      amount: `${fmt(dec(value.prize_amount!), coinDecimals(code))} ${code}`,
      currency: code,
    });
  }
  return text(locale, "notice.prize.freeSpins", {
    count: value.free_spins_count!,
    game: gameName ?? `game #${value.free_spins_game_id}`,
  });
}

/** The locales a prize's translations are stored for (English is in its columns). */
const TRANSLATED = locales.filter((locale) => locale !== "en");

/**
 * A prize's `translations`: per locale other than English, its fields in that language
 * (`texts` gives them; a field it leaves out falls back to English when read).
 */
export function prizeTranslations(
  texts: (locale: Locale) => { source_title?: string | undefined; description: string },
): ContentTranslations {
  const out: ContentTranslations = {};
  for (const locale of TRANSLATED) {
    const { source_title, description } = texts(locale);
    out[locale] = source_title === undefined ? { description } : { source_title, description };
  }
  return out;
}

/**
 * The prize in words in a player's language, for a notification: a cash prize's amount written by
 * the money rule and returned as `amounts` too (lib/money-text.ts).
 */
export function prizeNoticeText(
  locale: Locale,
  value: PrizeValueRow,
  gameName: string | undefined,
): { text: string; amounts: MoneyText[] } {
  if (value.prize_type === "cash") {
    const money = moneyText(value.prize_amount!, value.prize_currency!);
    return {
      text: text(locale, "notice.prize.cash", { amount: money.text, currency: money.currency }),
      amounts: [money],
    };
  }
  return {
    text: text(locale, "notice.prize.freeSpins", {
      count: value.free_spins_count!,
      game: gameName ?? `#${value.free_spins_game_id}`,
    }),
    amounts: [],
  };
}

/** The contract's `PrizeValue`. */
export function presentPrizeValue(
  value: PrizeValueRow,
  games: Map<number, { slug: string; name: string }>,
  base: string,
): Schemas["PrizeValue"] {
  if (value.prize_type === "cash")
    return {
      prize_type: "cash",
      amount: fmt(dec(value.prize_amount!), coinDecimals(value.prize_currency!)),
      currency: value.prize_currency,
      free_spins_count: null,
      free_spins_game: null,
    };
  const game = games.get(value.free_spins_game_id!);
  return {
    prize_type: "free_spin",
    amount: null,
    currency: null,
    free_spins_count: value.free_spins_count,
    free_spins_game: {
      id: value.free_spins_game_id!,
      slug: game?.slug ?? "unknown",
      name: game?.name ?? `Game ${value.free_spins_game_id}`,
      image: gameImage(base, game?.slug ?? "unknown"),
    },
  };
}

/**
 * Records a won prize inside the competition's transaction.
 * @returns the new row, or undefined when the player already has this competition's prize
 */
export async function awardPrize(
  trx: Trx,
  award: Award,
  now: Date,
  gameName: string | undefined,
): Promise<PrizeRow | undefined> {
  return trx
    .insertInto("prizes")
    .values({
      user_id: award.userId,
      source: award.source,
      source_id: award.sourceId,
      source_title: award.sourceTitle,
      rank: award.rank,
      ...prizeColumns(award.value),
      description: describePrize(award.value, gameName),
      // Its source's title and its description in the other languages, written now: a won
      // prize keeps the texts of the moment it was won, in every language.
      translations: JSON.stringify(
        prizeTranslations((locale) => ({
          source_title: award.sourceTranslations?.[locale]?.title,
          description: describePrize(award.value, gameName, locale),
        })),
      ),
      expires_at: new Date(now.getTime() + PRIZE_CLAIM_DAYS * 86_400_000),
      created_at: now,
    })
    .onConflict((oc) => oc.columns(["source", "source_id", "user_id"]).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/**
 * The contract's `Prize` for rows of one player, its source's title and its description in
 * `locale` (English where the prize has no translation for it).
 */
export async function presentPrizes(
  db: Db,
  rows: PrizeRow[],
  base: string,
  locale: Locale,
): Promise<Schemas["Prize"][]> {
  const games = await gameNames(
    db,
    rows.flatMap((r) => (r.free_spins_game_id ? [r.free_spins_game_id] : [])),
  );
  return rows
    .map((stored) => inLanguage(stored, stored.translations, locale))
    .map((row) => ({
      id: row.id,
      source: row.source,
      source_id: row.source_id,
      source_title: row.source_title,
      rank: row.rank,
      description: row.description,
      prize: presentPrizeValue(row, games, base),
      claim_status: row.claim_status,
      expires_at: row.expires_at?.toISOString() ?? null,
      claimed_at: row.claimed_at?.toISOString() ?? null,
      created_at: row.created_at.toISOString(),
    }));
}

/** The terms of the free-spins bonus a claimed `free_spin` prize grants (docs/bonuses.md). */
export const PRIZE_FREE_SPINS = {
  code: "USDT",
  spinValue: "0.2",
  wageringMultiplier: "10",
  maxBet: "2",
  minBalance: "0.1",
  claimDays: 14,
  wagerDays: 7,
} as const;

/**
 * A claimed `free_spin` prize becomes a `free_spins_offer` bonus of its own (an offer without a
 * code, inactive so it is never redeemable, made for this prize), granted `available`: the player
 * starts it from the bonuses dialog when no other bonus runs (one at a time, B2), its spins are
 * played by the slot's engine then and their win is bonus money to wager (B5).
 */
async function grantFreeSpinsBonus(trx: Trx, prize: PrizeRow, now: Date): Promise<BonusRow> {
  const terms = PRIZE_FREE_SPINS;
  const [game] = (await gameNames(trx, [prize.free_spins_game_id!])).values();
  const gameName = game?.name ?? `game #${prize.free_spins_game_id}`;
  const offer = await trx
    .insertInto("bonus_offers")
    .values({
      name: `${prize.free_spins_count} free spins on ${gameName}`,
      description: `Your prize from “${prize.source_title}”: ${prize.free_spins_count} spins of ${terms.spinValue} ${terms.code} on ${gameName}; what they win is bonus money to wager ${terms.wageringMultiplier} times.`,
      image: null,
      type: "free_spins_offer",
      code: null,
      entity_wallet_code: terms.code,
      amount: null,
      deposit_match_percent: null,
      min_deposit: null,
      max_bet: terms.maxBet,
      free_spins_count: prize.free_spins_count,
      free_spins_game_id: prize.free_spins_game_id,
      free_spin_value: terms.spinValue,
      wagering_multiplier: terms.wageringMultiplier,
      min_balance: terms.minBalance,
      claim_days: terms.claimDays,
      wager_days: terms.wagerDays,
      max_redemptions: 1,
      max_per_player: 1,
      valid_from: now,
      valid_until: null,
      status: "inactive",
      // Its name and description in the other languages (db/seed-translations.ts).
      translations: JSON.stringify(
        prizeFreeSpinsTranslations({
          count: prize.free_spins_count!,
          game: gameName,
          source: prize.source_title,
          sources: prize.translations,
          spinValue: terms.spinValue,
          code: terms.code,
          multiplier: terms.wageringMultiplier,
        }),
      ),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const bonus = await grantOffer(trx, offer, prize.user_id, now, null);
  if (typeof bonus === "string") throw new Error(`prize ${prize.id}: ${bonus}`);
  return bonus;
}

/**
 * Claims a prize of the player: once, before it expires. Concurrent claims wait on the row lock;
 * the first credits, the others find it claimed.
 * @throws ApiError 404 (not the player's), 422 `prize_not_claimable`
 */
export async function claimPrize(
  services: Services,
  userId: number,
  prizeId: number,
): Promise<PrizeRow> {
  const now = new Date(services.clock.now());
  const claimed = await services.db.transaction().execute(async (trx) => {
    const prize = await trx
      .selectFrom("prizes")
      .selectAll()
      .where("id", "=", prizeId)
      .where("user_id", "=", userId)
      .forUpdate()
      .executeTakeFirst();
    if (!prize) throw notFound();
    if (prize.claim_status !== 0 || (prize.expires_at && prize.expires_at <= now))
      throw unprocessable("prize_not_claimable");
    let bonusId: number | null = null;
    if (prize.prize_type === "free_spin") {
      const bonus = await grantFreeSpinsBonus(trx, prize, now);
      bonusId = bonus.id;
    } else {
      const code = prize.prize_currency!;
      await ensureWallets(trx, userId, coinCodes);
      const accounts = await walletAccounts(trx, userId, code);
      const bankroll = await houseAccount(trx, code, "bankroll");
      const amount = dec(prize.prize_amount!);
      await transfer(trx, {
        kind: "prize",
        code,
        legs: [
          [bankroll, -amount],
          [accounts.available, amount],
        ],
      });
    }
    return trx
      .updateTable("prizes")
      .set({ claim_status: 1, claimed_at: now, bonus_id: bonusId })
      .where("id", "=", prize.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  if (claimed.prize_type === "cash")
    await announceBalance(services.db, services.realtime, userId, claimed.prize_currency!, "prize");
  else if (claimed.bonus_id !== null)
    await tell(services, [{ userId, bonusId: claimed.bonus_id, event: "available" }]);
  services.events.emit("prizeClaimed", {
    prizeId: claimed.id,
    userId,
    prizeType: claimed.prize_type,
    amount: claimed.prize_amount,
    currency: claimed.prize_currency,
    freeSpinsCount: claimed.free_spins_count,
    freeSpinsGameId: claimed.free_spins_game_id,
  });
  return claimed;
}
