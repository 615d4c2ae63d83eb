/**
 * What the API shows of a player's bonuses: the contract's `Bonus` (texts in the asked language),
 * the dialog's tabs and the Available tab's count.
 */
import type { BonusOffer, BonusRow } from "../../db/types.ts";
import { inLanguage, type Locale } from "../../lib/content-language.ts";
import type { Schemas } from "../../lib/contract-types.ts";
import { dec, fmt } from "@casino/rules";
import type { Tx } from "../../lib/ledger.ts";
import { imageBase } from "../../lib/public-url.ts";
import type { Services } from "../../services.ts";
import { progressPercent } from "./wagering.ts";
import { gameImage } from "../games/index.ts";
import { bonusBalance } from "./ledger.ts";

export type Bonus = Schemas["Bonus"];

/** Statuses of the three tabs of the bonus dialog. */
export const TAB_STATUSES = {
  available: ["available"],
  active: ["claimed", "active"],
  history: ["completed", "expired", "busted", "unclaimed"],
} as const;

export interface Loaded {
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
