import type { EntityWallet, Transaction, User, UserWallet, WalletSettings } from "@casino/core";
import {
  transactionFixture,
  userFixture,
  walletFixture,
  type FakeRoute,
} from "@casino/core/testing";

/** The signed-in test player (no personal details yet). */
export const testPlayer: User = userFixture({
  username: "tester",
  email: "tester@example.com",
  login_method: "password",
  vip_level: 0,
  referral_code: "TESTER",
  player_information: null,
} as unknown as Partial<User>);

/** {@link testPlayer} with the personal details the profile shows, and `changes`. */
export function testProfile(changes: Partial<User> = {}): User {
  return userFixture({
    ...testPlayer,
    player_information: userFixture().player_information,
    ...changes,
  });
}

const network = (
  spec: Partial<EntityWallet["networks"][number]> &
    Pick<EntityWallet["networks"][number], "kind" | "name" | "address_pattern">,
) => ({
  memo_label: null,
  deposit_enabled: true,
  withdrawal_enabled: true,
  min_deposit: "1",
  confirmations: 2,
  min_withdrawal: "10",
  max_withdrawal: "1000",
  withdrawal_fee: "1",
  withdrawal_eta_seconds: 5400,
  ...spec,
});

/** A small coin catalogue: USDT (two networks), XRP (destination tag), Lightning. */
export const testCoins: EntityWallet[] = [
  {
    code: "USDT",
    name: "Tether",
    symbol: "USDT",
    coin_image: "https://img.test/usdt.svg",
    decimals: 6,
    is_default: true,
    position: 0,
    networks: [
      network({
        kind: "TRC20",
        name: "Tron (TRC20)",
        address_pattern: "^T[1-9A-HJ-NP-Za-km-z]{33}$",
        confirmations: 19,
      }),
      network({
        kind: "ERC20",
        name: "Ethereum (ERC20)",
        address_pattern: "^0x[0-9a-fA-F]{40}$",
        withdrawal_fee: "5",
        min_withdrawal: "20",
      }),
    ],
  },
  {
    code: "XRP",
    name: "XRP",
    symbol: "XRP",
    coin_image: "https://img.test/xrp.svg",
    decimals: 6,
    is_default: false,
    position: 1,
    networks: [
      network({
        kind: "XRP",
        name: "XRP Ledger",
        memo_label: "destination_tag",
        address_pattern: "^r[1-9A-HJ-NP-Za-km-z]{24,34}$",
        confirmations: 1,
        withdrawal_fee: "0.2",
        min_withdrawal: "20",
      }),
    ],
  },
  {
    code: "BTC_LIGHTNING",
    name: "Bitcoin Lightning",
    symbol: "BTC",
    coin_image: "https://img.test/ln.svg",
    decimals: 8,
    is_default: false,
    position: 2,
    networks: [
      network({
        kind: "LIGHTNING",
        name: "Lightning Network",
        address_pattern: "^ln",
        withdrawal_enabled: false,
        confirmations: 0,
        min_deposit: "0.00001",
      }),
    ],
  },
] as EntityWallet[];

/** A wallet of the test player. */
export function testWallet(
  code: string,
  balance: string,
  fiat: string,
  selected = false,
): UserWallet {
  return walletFixture(code, {
    is_selected: selected,
    balance,
    locked_balance: "0",
    fiat_amount: fiat,
  });
}

/** A transaction of the test player (a pending USDT withdrawal of 25 unless told). */
export function testTransaction(
  fields: Partial<Transaction> & Pick<Transaction, "id">,
): Transaction {
  return transactionFixture({
    amount: "25",
    fee: "1",
    fiat_amount: "25.00",
    created_at: "2026-03-04T10:00:00Z",
    updated_at: "2026-03-04T10:00:00Z",
    ...fields,
  });
}

/** Wallet settings of the test player. */
export const testWalletSettings: WalletSettings = {
  display_currency: "USD",
  hide_zero_balances: false,
  display_in_fiat: false,
};

/** What a signed-in start needs (user, wallets, coins, rates, settings), for `createFakeApi`. */
export function signedInRoutes(
  wallets: UserWallet[] = [
    testWallet("USDT", "120.5", "120.50", true),
    testWallet("XRP", "0", "0.00"),
  ],
): Record<string, FakeRoute> {
  return {
    "GET /api/user/information": () => testPlayer,
    "GET /api/wallets/user-wallets": () => wallets,
    "GET /api/wallets/entity-wallets": () => testCoins,
    "GET /api/wallets/entity-wallets/rate": () => ({
      rate: {},
      currencies: [],
      updated_at: "2026-01-01T00:00:00Z",
    }),
    "GET /api/wallets/setting": () => testWalletSettings,
    "GET /api/settings/general": () => ({
      inbox_count: 0,
      available_bonus_count: 0,
      challenge_count: 0,
      tournament_count: 0,
      cashback_ready: false,
    }),
  };
}
