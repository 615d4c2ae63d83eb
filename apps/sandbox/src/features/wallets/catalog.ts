/**
 * The seeded catalogue: entity wallets (coins) with their networks and limits,
 * the display and game currencies, and the starting USD prices the rate
 * ticker moves from. Address patterns are ECMAScript regular expressions
 * (`u` flag), as the contract's `Network.address_pattern`.
 */
import type { Schemas } from "../../lib/contract-types.ts";

export type NetworkSpec = Omit<Schemas["Network"], "withdrawal_eta_seconds"> & {
  /** Block explorer transaction URL prefix (the hash is appended). */
  explorer: string;
  /** Pattern a memo / destination tag must match, when the network has a `memo_label`. */
  memo_pattern?: string;
};

export interface CoinSpec {
  code: string;
  name: string;
  symbol: string;
  decimals: number;
  /** Colour of the generated coin image. */
  color: string;
  /** Starting price in USD (a decimal string). */
  usd: string;
  networks: NetworkSpec[];
}

const EVM = "^0x[0-9a-fA-F]{40}$";
const BASE58 = "1-9A-HJ-NP-Za-km-z";

function network(
  spec: Omit<NetworkSpec, "deposit_enabled" | "withdrawal_enabled" | "memo_label"> &
    Partial<NetworkSpec>,
): NetworkSpec {
  return { deposit_enabled: true, withdrawal_enabled: true, memo_label: null, ...spec };
}

/** A token network's limits (its kind, name, confirmations and explorer are the chain's). */
type NetworkLimits = Pick<
  NetworkSpec,
  "min_deposit" | "min_withdrawal" | "max_withdrawal" | "withdrawal_fee"
>;

const erc20 = (limits: NetworkLimits) =>
  network({
    kind: "ERC20",
    name: "Ethereum (ERC20)",
    confirmations: 12,
    address_pattern: EVM,
    explorer: "https://etherscan.io/tx/",
    ...limits,
  });
const bep20 = (limits: NetworkLimits) =>
  network({
    kind: "BEP20",
    name: "BNB Smart Chain (BEP20)",
    confirmations: 15,
    address_pattern: EVM,
    explorer: "https://bscscan.com/tx/",
    ...limits,
  });

/** The coins, in display order. USDT is the default wallet. */
export const coins: CoinSpec[] = [
  {
    code: "BTC",
    name: "Bitcoin",
    symbol: "BTC",
    decimals: 8,
    color: "#F7931A",
    usd: "95000",
    networks: [
      network({
        kind: "BTC",
        name: "Bitcoin",
        confirmations: 2,
        min_deposit: "0.0001",
        min_withdrawal: "0.0005",
        max_withdrawal: "5",
        withdrawal_fee: "0.0001",
        address_pattern: `^(bc1[02-9ac-hj-np-z]{25,62}|[13][${BASE58}]{25,34})$`,
        explorer: "https://mempool.space/tx/",
      }),
    ],
  },
  {
    code: "ETH",
    name: "Ethereum",
    symbol: "ETH",
    decimals: 8,
    color: "#627EEA",
    usd: "3400",
    networks: [
      network({
        kind: "ETH",
        name: "Ethereum",
        confirmations: 12,
        min_deposit: "0.001",
        min_withdrawal: "0.005",
        max_withdrawal: "100",
        withdrawal_fee: "0.001",
        address_pattern: EVM,
        explorer: "https://etherscan.io/tx/",
      }),
    ],
  },
  {
    code: "USDT",
    name: "Tether",
    symbol: "USDT",
    decimals: 6,
    color: "#26A17B",
    usd: "1",
    networks: [
      network({
        kind: "TRC20",
        name: "Tron (TRC20)",
        confirmations: 19,
        min_deposit: "1",
        min_withdrawal: "10",
        max_withdrawal: "100000",
        withdrawal_fee: "1",
        address_pattern: `^T[${BASE58}]{33}$`,
        explorer: "https://tronscan.org/#/transaction/",
      }),
      erc20({
        min_deposit: "10",
        min_withdrawal: "20",
        max_withdrawal: "100000",
        withdrawal_fee: "5",
      }),
      bep20({
        min_deposit: "1",
        min_withdrawal: "10",
        max_withdrawal: "100000",
        withdrawal_fee: "0.5",
      }),
    ],
  },
  {
    code: "USDC",
    name: "USD Coin",
    symbol: "USDC",
    decimals: 6,
    color: "#2775CA",
    usd: "1",
    networks: [
      erc20({
        min_deposit: "10",
        min_withdrawal: "20",
        max_withdrawal: "100000",
        withdrawal_fee: "5",
      }),
      network({
        kind: "SPL",
        name: "Solana (SPL)",
        confirmations: 1,
        min_deposit: "1",
        min_withdrawal: "5",
        max_withdrawal: "100000",
        withdrawal_fee: "0.5",
        address_pattern: `^[${BASE58}]{32,44}$`,
        explorer: "https://solscan.io/tx/",
      }),
      bep20({
        min_deposit: "1",
        min_withdrawal: "10",
        max_withdrawal: "100000",
        withdrawal_fee: "0.5",
      }),
    ],
  },
  {
    code: "LTC",
    name: "Litecoin",
    symbol: "LTC",
    decimals: 8,
    color: "#345D9D",
    usd: "90",
    networks: [
      network({
        kind: "LTC",
        name: "Litecoin",
        confirmations: 6,
        min_deposit: "0.01",
        min_withdrawal: "0.05",
        max_withdrawal: "500",
        withdrawal_fee: "0.001",
        address_pattern: `^(ltc1[02-9ac-hj-np-z]{25,62}|[LM3][${BASE58}]{26,33})$`,
        explorer: "https://blockchair.com/litecoin/transaction/",
      }),
    ],
  },
  {
    code: "DOGE",
    name: "Dogecoin",
    symbol: "DOGE",
    decimals: 8,
    color: "#C2A633",
    usd: "0.16",
    networks: [
      network({
        kind: "DOGE",
        name: "Dogecoin",
        confirmations: 6,
        min_deposit: "10",
        min_withdrawal: "50",
        max_withdrawal: "500000",
        withdrawal_fee: "2",
        address_pattern: `^D[5-9A-HJ-NP-U][${BASE58}]{32}$`,
        explorer: "https://blockchair.com/dogecoin/transaction/",
      }),
    ],
  },
  {
    code: "TRX",
    name: "Tron",
    symbol: "TRX",
    decimals: 6,
    color: "#EB0029",
    usd: "0.24",
    networks: [
      network({
        kind: "TRX",
        name: "Tron",
        confirmations: 19,
        min_deposit: "10",
        min_withdrawal: "50",
        max_withdrawal: "500000",
        withdrawal_fee: "1",
        address_pattern: `^T[${BASE58}]{33}$`,
        explorer: "https://tronscan.org/#/transaction/",
      }),
    ],
  },
  {
    code: "SOL",
    name: "Solana",
    symbol: "SOL",
    decimals: 8,
    color: "#9945FF",
    usd: "180",
    networks: [
      network({
        kind: "SOL",
        name: "Solana",
        confirmations: 1,
        min_deposit: "0.01",
        min_withdrawal: "0.05",
        max_withdrawal: "1000",
        withdrawal_fee: "0.001",
        address_pattern: `^[${BASE58}]{32,44}$`,
        explorer: "https://solscan.io/tx/",
      }),
    ],
  },
  {
    code: "XRP",
    name: "XRP",
    symbol: "XRP",
    decimals: 6,
    color: "#23292F",
    usd: "2.2",
    networks: [
      network({
        kind: "XRP",
        name: "XRP Ledger",
        confirmations: 1,
        min_deposit: "1",
        min_withdrawal: "20",
        max_withdrawal: "100000",
        withdrawal_fee: "0.2",
        memo_label: "destination_tag",
        memo_pattern: "^[0-9]{1,10}$",
        address_pattern: `^r[${BASE58}]{24,34}$`,
        explorer: "https://xrpscan.com/tx/",
      }),
    ],
  },
  {
    code: "TON",
    name: "Toncoin",
    symbol: "TON",
    decimals: 8,
    color: "#0098EA",
    usd: "5.5",
    networks: [
      network({
        kind: "TON",
        name: "TON",
        confirmations: 1,
        min_deposit: "0.5",
        min_withdrawal: "2",
        max_withdrawal: "50000",
        withdrawal_fee: "0.05",
        memo_label: "memo",
        memo_pattern: "^[\\x20-\\x7E]{1,100}$",
        address_pattern: "^(EQ|UQ)[A-Za-z0-9_-]{46}$",
        explorer: "https://tonviewer.com/transaction/",
      }),
    ],
  },
  {
    code: "BNB",
    name: "BNB",
    symbol: "BNB",
    decimals: 8,
    color: "#F3BA2F",
    usd: "650",
    networks: [
      bep20({
        min_deposit: "0.01",
        min_withdrawal: "0.02",
        max_withdrawal: "1000",
        withdrawal_fee: "0.0005",
      }),
    ],
  },
  {
    code: "BTC_LIGHTNING",
    name: "Bitcoin Lightning",
    symbol: "BTC",
    decimals: 8,
    color: "#7B1AF7",
    usd: "95000",
    networks: [
      network({
        kind: "LIGHTNING",
        name: "Lightning Network",
        confirmations: 0,
        min_deposit: "0.00001",
        withdrawal_enabled: false,
        min_withdrawal: "0.00001",
        max_withdrawal: "0.04",
        withdrawal_fee: "0",
        address_pattern: "^ln(bc|tb|bcrt)[0-9a-z]+$",
        explorer: "https://mempool.space/lightning/",
      }),
    ],
  },
];

/** The default wallet of every player. */
export const DEFAULT_WALLET = "USDT";

/** The coins' codes, in display order: a player has one wallet of each (`ensureWallets`). */
export const coinCodes: readonly string[] = coins.map((coin) => coin.code);
/** Coins whose price follows another (Lightning BTC is BTC). */
export const pricePegs: Record<string, string> = { BTC_LIGHTNING: "BTC" };

export interface CurrencySpec {
  code: string;
  name: string;
  symbol: string;
  is_default: boolean;
  is_fiat: boolean;
  is_game_currency: boolean;
  dot_format: 0 | 1;
  /** Starting price in USD, for the fiat currencies (coins use their coin's price). */
  usd?: string;
}

/** Display currencies (EUR, USD, special-cased as fiat) and the game currencies. */
export const currencies: CurrencySpec[] = [
  {
    code: "USD",
    name: "US Dollar",
    symbol: "$",
    is_default: true,
    is_fiat: true,
    is_game_currency: false,
    dot_format: 0,
    usd: "1",
  },
  {
    code: "EUR",
    name: "Euro",
    symbol: "€",
    is_default: false,
    is_fiat: true,
    is_game_currency: false,
    dot_format: 0,
    usd: "1.08",
  },
  ...["USDT", "BTC", "ETH", "LTC", "DOGE", "TRX"].map((code) => {
    const coin = coins.find((c) => c.code === code)!;
    return {
      code,
      name: coin.name,
      symbol: coin.symbol,
      is_default: false,
      is_fiat: false,
      is_game_currency: true,
      dot_format: 0 as const,
    };
  }),
];

const byCode = new Map(coins.map((coin) => [coin.code, coin]));

/** The coin with this code, if the casino supports it. */
export function findCoin(code: string): CoinSpec | undefined {
  return byCode.get(code);
}

/** A coin's network of this kind, if it has one. */
export function findNetwork(coin: CoinSpec, kind: string): NetworkSpec | undefined {
  return coin.networks.find((n) => n.kind === kind);
}

/** The coin image: a round badge with the symbol, as SVG. */
export function coinSvg(coin: CoinSpec): string {
  const label = coin.code === "BTC_LIGHTNING" ? "⚡" : coin.symbol.slice(0, 4);
  const size = label.length > 3 ? 15 : 18;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="${coin.name}">
<title>${coin.name}</title>
<circle cx="32" cy="32" r="30" fill="${coin.color}"/>
<circle cx="32" cy="32" r="25" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2"/>
<text x="32" y="38" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="${size}" font-weight="700" fill="#ffffff">${label}</text>
</svg>
`;
}
