/**
 * Example payloads for every realtime event, for the dev endpoint that emits
 * any event to a player when no payload is given. Wallet, rate, bet and
 * notification events use the player's real data; bonus, cashback, VIP,
 * challenge and tournament events use fixed examples until those features
 * exist (Sandbox server III).
 */
import type { RealtimeEventMap, RealtimeEventName } from "@casino/api";
import type { User } from "../db/types.ts";
import type { Schemas } from "../lib/contract-types.ts";
import { contentLocale } from "../lib/content-language.ts";
import { text } from "../lib/player-texts.ts";
import { imageBase } from "../lib/public-url.ts";
import { devLoadBet } from "../dev/bet-load.ts";
import { notify } from "../features/notifications/notifications.ts";
import type { Services } from "../services.ts";
import { loadPrices, rateMap } from "../features/wallets/rates.ts";
import { listWallets } from "../features/wallets/wallets.ts";
import { levelProgress } from "../features/loyalty/rules.ts";
import { vipProgress } from "../features/loyalty/vip.ts";
import { gameImage } from "../features/games/catalogue.ts";

function bonus(at: string, status: Schemas["BonusStatus"]): Schemas["Bonus"] {
  return {
    id: 1,
    name: "Welcome bonus",
    description: "100 % of your first deposit up to 100 USDT.",
    image: null,
    type: "welcome_bonus_offer",
    status,
    bonus_code: null,
    entity_wallet_code: "USDT",
    amount: "100.00",
    deposit_match_percent: "100",
    min_deposit: "10",
    max_bet: "5",
    free_spins_count: null,
    free_spins_game: null,
    wagering_multiplier: "30",
    wagering_required: "3000.00",
    wagered: status === "active" ? "750.00" : "0",
    progress_percent: status === "active" ? 25 : status === "completed" ? 100 : 0,
    can_cancel: status === "active",
    expires_at: new Date(Date.parse(at) + 7 * 86_400_000).toISOString(),
    claimed_at: status === "available" ? null : at,
    completed_at: status === "completed" ? at : null,
    created_at: at,
  };
}

function game(services: Services): Schemas["GameSummary"] {
  return {
    id: 1,
    slug: "dice",
    name: "Dice",
    image: gameImage(imageBase(services.config), "dice"),
  };
}

/**
 * A payload for `event` addressed to `user` (a real notification is created for
 * `new_notification`, which sends the event itself: `sent` is then true).
 */
export async function samplePayload<E extends RealtimeEventName>(
  services: Services,
  user: User,
  event: E,
): Promise<{ payload: RealtimeEventMap[E]; sent: boolean }> {
  const at = new Date(services.clock.now()).toISOString();
  const payload = async (): Promise<unknown> => {
    switch (event) {
      case "wallet_balance": {
        const wallets = await listWallets(services.db, user.id);
        return { wallet: wallets.find((w) => w.is_selected) ?? wallets[0], reason: "adjustment" };
      }
      case "all_wallet_balances":
        return { wallets: await listWallets(services.db, user.id) };
      case "update_available_bonus":
        return { bonus: bonus(at, "available"), available_count: 1 };
      case "update_finish_bonus":
        return { bonus: bonus(at, "completed") };
      case "update_bonus_item":
        return { bonus: bonus(at, "active") };
      case "verified_email":
        return {
          email: user.email ?? `${user.username}@sandbox.test`,
          email_verified_at: user.email_verified_at?.toISOString() ?? at,
        };
      case "verified_otp":
        return {
          phone_code: user.phone_code ?? "+49",
          phone: user.phone ?? "15112345678",
          phone_verified_at: user.phone_verified_at?.toISOString() ?? at,
        };
      case "ready_claim_cashback":
        return {
          cashback: {
            entity_wallet_code: user.wallet_currency,
            amount: "12.5",
            fiat_amount: "12.50",
            fiat_currency: "USD",
            rate_percent: "10",
            period_start: new Date(Date.parse(at) - 7 * 86_400_000).toISOString(),
            period_end: at,
            can_claim: true,
            next_claim_at: new Date(Date.parse(at) + 7 * 86_400_000).toISOString(),
            last_claimed_at: null,
            cashback_period: "weekly",
          },
        };
      case "update_rate": {
        const prices = await loadPrices(services.db);
        return { rate: rateMap(prices), updated_at: prices.updatedAt.toISOString() };
      }
      case "transaction_latest_bet":
      case "transaction_high_roller_bet":
        return {
          bet: {
            ...(await devLoadBet(services, "1")),
            username: user.username,
            vip_level: user.vip_level,
          },
        };
      case "player_pending_deposit":
      case "player_deposit":
        throw new Error("Deposit events come from a simulated deposit (POST /dev/deposits)");
      case "level_progress":
        return {
          progress: levelProgress(
            (await vipProgress(services.db, user.id)).stars,
            contentLocale(user.lang),
          ),
          leveled_up: false,
        };
      case "player_new_challenge":
        return {
          challenge: {
            id: 1,
            title: "Hit x100 on Dice",
            description: null,
            image: null,
            game: game(services),
            status: "live",
            target_type: "multiplier",
            target_multiplier: "100",
            target_wager: null,
            min_bet: "0.20",
            min_bet_currency: "USD",
            prize: {
              prize_type: "cash",
              amount: "50",
              currency: "USDT",
              free_spins_count: null,
              free_spins_game: null,
            },
            winners_limit: 3,
            winners_count: 0,
            starts_at: at,
            ends_at: null,
            completed_at: null,
          },
        };
      case "player_new_tournament":
        return {
          tournament: {
            id: 1,
            slug: "weekly-race",
            title: "Weekly race",
            summary: "Wager to climb the leaderboard.",
            image: null,
            status: "live",
            scope: "providers",
            ranking_rule: "wagering_point",
            prize_pool: "10000",
            prize_currency: "USDT",
            min_bet: "0.10",
            min_bet_currency: "USD",
            participants_count: 0,
            starts_at: at,
            ends_at: new Date(Date.parse(at) + 7 * 86_400_000).toISOString(),
          },
        };
      case "roulette_round":
        return {
          game_id: 1,
          round_id: 1,
          phase: "settled",
          closes_at: at,
          spin_ends_at: new Date(Date.parse(at) + 6000).toISOString(),
          result: "17",
        };
      case "new_notification":
        return undefined;
      case "support_message": {
        const message = {
          id: 1,
          conversation_id: 1,
          author: "agent" as const,
          author_name: "Alex",
          body: "Hello! How can we help?",
          is_read: false,
          created_at: at,
        };
        return {
          conversation: {
            id: 1,
            subject: "Example conversation",
            status: "open",
            unread_count: 1,
            last_message: message,
            created_at: at,
            last_message_at: at,
            closed_at: null,
          },
          message,
          unread_total: 1,
        };
      }
    }
  };
  if (event === "new_notification") {
    const notification = await notify(
      services.db,
      services.realtime,
      user.id,
      (locale) => ({
        type: "system",
        title: text(locale, "notice.devSample.title"),
        body: text(locale, "notice.devSample.body"),
      }),
      new Date(at),
    );
    const inbox = await services.db
      .selectFrom("notifications")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("user_id", "=", user.id)
      .where("read_at", "is", null)
      .executeTakeFirstOrThrow();
    return {
      payload: { notification, inbox_count: Number(inbox.n) } as RealtimeEventMap[E],
      sent: true,
    };
  }
  return { payload: (await payload()) as RealtimeEventMap[E], sent: false };
}
