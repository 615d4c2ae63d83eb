// Entities as the API answers them, for tests of core and of the packages built on it: each a
// plausible default that a test patches with what it is about.
import type {
  BetFeedItem,
  Bonus,
  Cashback,
  Transaction,
  User,
  UserWallet,
} from "../api/entities.ts";
import type { MinesRound } from "../features/originals/api.ts";

/** A signed-in player as `GET /api/user/information` returns it. */
export function userFixture(patch: Partial<User> = {}): User {
  return {
    id: 42,
    username: "lucky_player",
    email: "lucky@example.com",
    email_verified_at: "2026-01-01T00:00:00Z",
    lang: "en",
    avatar: null,
    login_method: "email",
    two_factor_enabled: false,
    two_factor_confirmed_at: null,
    vip_level: 1,
    referral_code: "LUCKY42",
    is_completed: true,
    hide_name: false,
    consent_required: false,
    created_at: "2026-01-01T00:00:00Z",
    player_information: {
      wallet_currency: "USDT",
      first_name: null,
      last_name: null,
      date_of_birth: null,
      gender: null,
      country_code: null,
      state_id: null,
      city_id: null,
      address: null,
      zipcode: null,
      phone_code: null,
      phone: null,
      phone_verified_at: null,
    },
    ...patch,
  };
}

/** A wallet as `GET /api/wallets/user-wallets` returns it. */
export function walletFixture(code: string, patch: Partial<UserWallet> = {}): UserWallet {
  return {
    id: code.length,
    entity_wallet_code: code,
    is_selected: false,
    balance: "0.00000000",
    locked_balance: "0.00000000",
    fiat_amount: "0.00",
    fiat_currency: "USD",
    updated_at: "2026-01-01T00:00:00Z",
    ...patch,
  };
}

/** A bonus as `GET /api/bonuses` returns it (an available cash bonus unless patched). */
export function bonusFixture(id: number, patch: Partial<Bonus> = {}): Bonus {
  return {
    id,
    name: `Bonus ${id}`,
    description: null,
    image: null,
    type: "non_deposit_bonus",
    status: "available",
    bonus_code: null,
    entity_wallet_code: "USDT",
    amount: "10.00000000",
    deposit_match_percent: null,
    min_deposit: null,
    max_bet: "5.00000000",
    free_spins_count: null,
    free_spins_game: null,
    wagering_multiplier: "30",
    wagering_required: "300.00000000",
    wagered: "0.00000000",
    progress_percent: 0,
    can_cancel: true,
    expires_at: "2026-02-01T00:00:00Z",
    claimed_at: null,
    completed_at: null,
    created_at: "2026-01-01T00:00:00Z",
    ...patch,
  };
}

/** The player's cashback as `GET /api/cashback` returns it (nothing claimable unless patched). */
export function cashbackFixture(patch: Partial<Cashback> = {}): Cashback {
  return {
    entity_wallet_code: "USDT",
    amount: "0.00000000",
    fiat_amount: "0.00",
    fiat_currency: "USD",
    rate_percent: "5",
    period_start: "2026-01-01T00:00:00Z",
    period_end: "2026-01-08T00:00:00Z",
    can_claim: false,
    next_claim_at: "2026-01-08T00:00:00Z",
    last_claimed_at: null,
    cashback_period: "weekly",
    ...patch,
  };
}

/** A transaction as `GET /api/wallets/transactions` lists it (a pending withdrawal unless patched). */
export function transactionFixture(patch: Partial<Transaction> = {}): Transaction {
  return {
    id: 9,
    type: "withdraw",
    entity_wallet_code: "USDT",
    network: "TRC20",
    amount: "5.00000000",
    fee: "1.00000000",
    fiat_amount: "5.00",
    fiat_currency: "USD",
    status: "pending",
    address: "TXYZ",
    memo: null,
    tx_hash: null,
    explorer_url: null,
    confirmations: null,
    required_confirmations: null,
    can_cancel: true,
    created_at: "2026-01-01T00:00:00Z",
    updated_at: "2026-01-01T00:00:00Z",
    ...patch,
  } as Transaction;
}

/** A bet of the live feeds (`transaction_latest_bet` and the feed lists): a dice win of 1 USDT. */
export function betFeedFixture(id: string, patch: Partial<BetFeedItem> = {}): BetFeedItem {
  return {
    id,
    game: { id: 1, slug: "dice", name: "Dice", image: "https://cdn.example/dice.svg" },
    username: "alice",
    vip_level: 0,
    entity_wallet_code: "USDT",
    bet_amount: "1",
    payout_amount: "2",
    multiplier: "2",
    fiat_bet_amount: "1",
    fiat_payout_amount: "2",
    fiat_currency: "USD",
    created_at: "2026-01-01T00:00:00Z",
    ...patch,
  };
}

/**
 * A mines round in play as `POST /api/originals/mines/start` answers it: 1 USDT on one mine, no
 * tile revealed, the seeds' hash committed and the mines hidden until it ends.
 */
export function minesRoundFixture(patch: Partial<MinesRound> = {}): MinesRound {
  return {
    id: 11,
    status: "active",
    entity_wallet_code: "USDT",
    amount: "1.000000",
    mines: 1,
    revealed: [],
    multiplier: "1.0000",
    next_multiplier: "1.0312",
    payout: "0.000000",
    mine_positions: null,
    fairness: {
      server_seed_hash: "a".repeat(64),
      server_seed: null,
      client_seed: "s",
      nonce: 0,
      formula_version: 2,
    },
    ...patch,
  };
}
