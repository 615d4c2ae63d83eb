import { Button } from "../button/index.ts";
import type { WalletOption } from "./wallet-list.tsx";

/** The player's wallets in the stories: balances in five coins, one coin turned off. */
export const storyWallets: WalletOption[] = [
  { code: "USDT", name: "Tether", balance: "1520.4", fiatAmount: "1520.4" },
  { code: "BTC", name: "Bitcoin", balance: "0.01234567", fiatAmount: "812.4" },
  {
    code: "BTC_LIGHTNING",
    currency: "BTC",
    name: "Bitcoin Lightning",
    balance: "0.0005",
    fiatAmount: "32.9",
  },
  { code: "ETH", name: "Ether", balance: "1.5", fiatAmount: "4820" },
  { code: "TON", name: "Toncoin", balance: "0", fiatAmount: "0" },
  { code: "XRP", name: "XRP", balance: "310.25", fiatAmount: "162.3", disabled: true },
];

/** The selector as the stories show it: USDT selected, English, balances also in US dollars. */
export const storyWalletSelection = {
  selectedCode: "USDT",
  label: "Select wallet",
  locale: "en",
  fiatCurrency: "USD",
};

/** The link to the wallet settings under the list, as the header's selector has it. */
export const walletSettingsFooter = (
  <Button variant="ghost" size="sm" fullWidth>
    Wallet settings
  </Button>
);
