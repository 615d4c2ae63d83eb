import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import { WalletList } from "./wallet-list.tsx";
import { WalletSelector } from "./wallet-selector.tsx";
import {
  storyWallets,
  storyWalletSelection,
  walletSettingsFooter,
} from "./wallet-selector.stories-data.tsx";
import { framed } from "../../test/story-frame.tsx";

/** Leaves room under the trigger for the open popup. */
const meta = {
  title: "Money/WalletSelector",
  component: WalletSelector,
  args: {
    wallets: storyWallets,
    ...storyWalletSelection,
    onSelect: fn(),
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
    footer: walletSettingsFooter,
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
/** The coin / fiat switch on top of the list; the trigger then shows the fiat value. */
function FiatSwitchStory() {
  const [showFiat, setShowFiat] = useState(false);
  return (
    <WalletSelector
      wallets={storyWallets}
      {...storyWalletSelection}
      onSelect={fn()}
      defaultOpen
      showFiat={showFiat}
      fiatToggle={{ label: "Show balances in USD", onChange: setShowFiat }}
    />
  );
}
export const FiatSwitch: Story = { render: () => <FiatSwitchStory /> };
/** A phone's room: the whole balance fits by a smaller font and the compact form, never cut. */
export const NarrowRussian: Story = {
  args: { locale: "ru", wallets: [{ ...storyWallets[0]!, balance: "123456.78" }] },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: "9rem", display: "flex" }}>
        <Story />
      </div>
    ),
  ],
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
