/**
 * Demo bonus offers, codes and promotions (written once, under a `sandbox_meta` key, after the
 * game catalogue: the free-spins offer names one of its slots). A player of the demo site can
 * redeem the codes in the bonus dialog, claim them and wager them. Listed in docs/bonuses.md.
 * The offers' names and descriptions in the other languages come from db/seed-translations.ts;
 * a database seeded before offers had translations gets them once, under a key of their own.
 */
import { sql, type Insertable } from "kysely";
import type { BonusOffersTable, Db } from "../../db/types.ts";
import { isSeeded, markSeeded } from "../../db/seeded.ts";
import { seedTranslationsJson } from "../../db/seed-translations.ts";

const SEEDED_KEY = "bonuses_seeded_at";
const TRANSLATED_KEY = "bonus_translations_seeded_at";
const DAY_MS = 86_400_000;

/** The demo codes (documented in docs/bonuses.md). */
export const DEMO_CODES = {
  noDeposit: "WELCOME10",
  reload: "RELOAD50",
  freeSpins: "SPIN25",
  cashback: "CASHBACK5",
} as const;

/**
 * Writes the demo offers and promotions unless written before, and the offers' translations
 * where a database seeded before they existed has none.
 * @returns true when this call wrote anything
 */
export async function seedBonuses(db: Db, now: Date = new Date()): Promise<boolean> {
  const offers = await seedOffers(db, now);
  const translations = await translateOffers(db, now);
  return offers || translations;
}

/**
 * Gives the offers without translations (those seeded before offers had them) the glossary's
 * translations of their name and description, once.
 * @returns true when this call ran the step
 */
async function translateOffers(db: Db, now: Date): Promise<boolean> {
  if (await isSeeded(db, TRANSLATED_KEY)) return false;
  await db.transaction().execute(async (trx) => {
    const untranslated = await trx
      .selectFrom("bonus_offers")
      .select(["id", "name", "description"])
      .where(sql<boolean>`translations = '{}'::jsonb`)
      .execute();
    for (const offer of untranslated) {
      const translations = seedTranslationsJson({
        name: offer.name,
        description: offer.description,
      });
      if (translations === "{}") continue;
      await trx
        .updateTable("bonus_offers")
        .set({ translations })
        .where("id", "=", offer.id)
        .execute();
    }
    await markSeeded(trx, TRANSLATED_KEY, now);
  });
  return true;
}

/** Writes the demo offers and promotions unless written before (true when this call did). */
async function seedOffers(db: Db, now: Date): Promise<boolean> {
  if (await isSeeded(db, SEEDED_KEY)) return false;
  const slot = await db
    .selectFrom("games")
    .select(["id", "name"])
    .where("kind", "=", "slots")
    .where("status", "=", "active")
    .where("hidden_when_bonus", "=", false)
    .orderBy("popularity", "desc")
    .orderBy("id")
    .executeTakeFirst();
  const year = new Date(now.getTime() + 365 * DAY_MS);
  await db.transaction().execute(async (trx) => {
    const demoOffers: Insertable<BonusOffersTable>[] = [
      {
        name: "Welcome bonus: 100 % up to 200 USDT",
        description:
          "Your first deposit doubled: 100 % of a deposit of at least 20 USDT, up to 200 USDT of bonus money. Wager the bonus 30 times within 30 days.",
        type: "welcome_bonus_offer",
        code: null,
        entity_wallet_code: "USDT",
        amount: "200",
        deposit_match_percent: "100",
        min_deposit: "20",
        max_bet: "5",
        wagering_multiplier: "30",
        min_balance: "0.1",
        claim_days: 14,
        wager_days: 30,
        max_per_player: 1,
      },
      {
        name: "10 USDT without a deposit",
        description:
          "10 USDT of bonus money to try the casino. Wager it 20 times within 7 days; bets of at most 2 USDT.",
        type: "non_deposit_bonus",
        code: DEMO_CODES.noDeposit,
        entity_wallet_code: "USDT",
        amount: "10",
        max_bet: "2",
        wagering_multiplier: "20",
        min_balance: "0.1",
        claim_days: 7,
        wager_days: 7,
        max_redemptions: 1000,
        max_per_player: 1,
        valid_from: now,
        valid_until: year,
      },
      {
        name: "Reload: 50 % up to 100 USDT",
        description:
          "Half of your next deposit of at least 10 USDT as bonus money, up to 100 USDT. Wager it 25 times within 14 days.",
        type: "deposit_bonus_offer",
        code: DEMO_CODES.reload,
        entity_wallet_code: "USDT",
        amount: "100",
        deposit_match_percent: "50",
        min_deposit: "10",
        max_bet: "5",
        wagering_multiplier: "25",
        min_balance: "0.1",
        claim_days: 7,
        wager_days: 14,
        max_per_player: 3,
        valid_from: now,
        valid_until: year,
      },
      ...(slot
        ? [
            {
              name: `25 free spins on ${slot.name}`,
              description: `25 spins of 0.20 USDT on ${slot.name}; what they win is bonus money to wager 10 times.`,
              type: "free_spins_offer" as const,
              code: DEMO_CODES.freeSpins,
              entity_wallet_code: "USDT",
              free_spins_count: 25,
              free_spins_game_id: slot.id,
              free_spin_value: "0.2",
              max_bet: "2",
              wagering_multiplier: "10",
              min_balance: "0.1",
              claim_days: 7,
              wager_days: 7,
              max_redemptions: 500,
              max_per_player: 1,
              valid_from: now,
              valid_until: year,
            },
          ]
        : []),
      {
        name: "5 USDT cash back",
        description: "5 USDT back on the house, to wager once.",
        type: "cash_back_bonus",
        code: DEMO_CODES.cashback,
        entity_wallet_code: "USDT",
        amount: "5",
        max_bet: "5",
        wagering_multiplier: "1",
        min_balance: "0.1",
        claim_days: 7,
        wager_days: 7,
        max_redemptions: 100,
        max_per_player: 1,
        valid_from: now,
        valid_until: year,
      },
    ];
    const offers = await trx
      .insertInto("bonus_offers")
      .values(
        // Each offer's name and description in the other languages (db/seed-translations.ts).
        demoOffers.map((offer) => ({
          ...offer,
          translations: seedTranslationsJson({ name: offer.name, description: offer.description }),
        })),
      )
      .returning(["id", "code", "type"])
      .execute();
    const offerOf = (code: string | null, type: string) =>
      offers.find((o) => o.code === code && o.type === type)?.id ?? null;
    const terms =
      "<ul><li>One bonus at a time can be claimed or active.</li><li>Slots count 100 % towards wagering, the originals 20 %, table games 10 %, live casino 0 %.</li><li>Bonus money is used only when your real balance cannot cover a bet; it is released to your balance when the wagering is complete.</li><li>The bonus ends (and its bonus money is removed) when it expires, when its bonus money runs out, or when you cancel it.</li></ul>";
    const promotions = [
      {
        slug: "welcome-bonus",
        title: "Double your first deposit",
        summary: "100 % up to 200 USDT on your first deposit.",
        body: "<p>New here? Claim the welcome bonus in the bonus dialog, then make your first deposit of at least 20 USDT: we match it 100 %, up to 200 USDT.</p>",
        terms,
        bonus_offer_id: offerOf(null, "welcome_bonus_offer"),
        starts_at: now,
        ends_at: null,
      },
      {
        slug: "no-deposit-10",
        title: "10 USDT on us",
        summary: `Redeem ${DEMO_CODES.noDeposit} and play without a deposit.`,
        body: `<p>Redeem the code <strong>${DEMO_CODES.noDeposit}</strong> in the bonus dialog and claim 10 USDT of bonus money.</p>`,
        terms,
        bonus_offer_id: offerOf(DEMO_CODES.noDeposit, "non_deposit_bonus"),
        starts_at: now,
        ends_at: year,
      },
      {
        slug: "weekly-reload",
        title: "Reload 50 %",
        summary: `Code ${DEMO_CODES.reload}: half of your next deposit, up to 100 USDT.`,
        body: `<p>Redeem <strong>${DEMO_CODES.reload}</strong>, claim it, then deposit at least 10 USDT.</p>`,
        terms,
        bonus_offer_id: offerOf(DEMO_CODES.reload, "deposit_bonus_offer"),
        starts_at: now,
        ends_at: year,
      },
      ...(slot
        ? [
            {
              slug: "free-spins-25",
              title: `25 free spins on ${slot.name}`,
              summary: `Code ${DEMO_CODES.freeSpins}: spins on the house.`,
              body: `<p>Redeem <strong>${DEMO_CODES.freeSpins}</strong> and claim it: 25 spins are played on ${slot.name} and what they win becomes bonus money.</p>`,
              terms,
              bonus_offer_id: offerOf(DEMO_CODES.freeSpins, "free_spins_offer"),
              starts_at: now,
              ends_at: year,
            },
          ]
        : []),
    ];
    await trx
      .insertInto("promotions")
      .values(
        // Each promotion's texts in the other languages (db/seed-translations.ts).
        promotions.map((promotion) => ({
          ...promotion,
          translations: seedTranslationsJson({
            title: promotion.title,
            summary: promotion.summary,
            body: promotion.body,
            terms: promotion.terms,
          }),
        })),
      )
      .execute();
    await markSeeded(trx, SEEDED_KEY, now);
  });
  return true;
}
