import type { User, UserWallet } from "../api/entities";

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
