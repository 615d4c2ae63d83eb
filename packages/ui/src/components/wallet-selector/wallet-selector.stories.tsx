import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import { Button } from "../button/index.ts";
import { WalletList, type WalletOption } from "./wallet-list.tsx";
import { WalletSelector } from "./wallet-selector.tsx";
import { framed } from "../../test/story-frame.tsx";

const wallets: WalletOption[] = [
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

/** Leaves room under the trigger for the open popup. */
const meta = {
  title: "Money/WalletSelector",
  component: WalletSelector,
  args: {
    wallets,
    selectedCode: "USDT",
    onSelect: fn(),
    label: "Select wallet",
    locale: "en",
    fiatCurrency: "USD",
  },
  decorators: [framed({ minBlockSize: "28rem" })],
} satisfies Meta<typeof WalletSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { defaultOpen: true } };
export const OpenWithSettings: Story = {
  args: {
    defaultOpen: true,
    footer: (
      <Button variant="ghost" size="sm" fullWidth>
        Wallet settings
      </Button>
    ),
  },
};
export const GermanEuro: Story = {
  args: {
    locale: "de",
    fiatCurrency: "EUR",
    selectedCode: "BTC",
    label: "Wallet wählen",
    defaultOpen: true,
  },
};
export const NoWalletSelected: Story = { args: { selectedCode: null, placeholder: "Wallet" } };
export const NoWallets: Story = {
  args: {
    wallets: [],
    selectedCode: null,
    placeholder: "Wallet",
    emptyLabel: "You have no wallets yet",
    defaultOpen: true,
  },
};
export const Interactive: Story = {
  render: function Render(args) {
    const [selected, setSelected] = useState<string | null>(args.selectedCode);
    return <WalletSelector {...args} selectedCode={selected} onSelect={setSelected} />;
  },
};
export const ListOnly: Story = {
  render: (args) => (
    <WalletList
      wallets={args.wallets}
      selectedCode="ETH"
      onSelect={args.onSelect}
      label="Wallets"
      locale={args.locale}
      fiatCurrency="USD"
    />
  ),
};
