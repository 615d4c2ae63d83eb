import type { Meta, StoryObj } from "@storybook/react-vite";
import { storyLanguages } from "../language-picker/language-picker.stories-data.ts";
import { CurrencyAmount } from "./currency-amount.tsx";

const tether =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="#26a17b"/><text x="16" y="22" font-size="17" text-anchor="middle" fill="#fff" font-family="Arial" font-weight="bold">₮</text></svg>',
  );

const meta = {
  title: "Money/CurrencyAmount",
  component: CurrencyAmount,
  args: { amount: "1520.4", currency: "USDT", locale: "en", iconSrc: tether },
  argTypes: {
    size: { control: "inline-radio", options: ["sm", "md", "lg"] },
    tone: { control: "inline-radio", options: ["neutral", "signed", "win"] },
    locale: { control: "select", options: storyLanguages },
  },
} satisfies Meta<typeof CurrencyAmount>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Crypto: Story = {};
export const CryptoTinyAmount: Story = {
  args: { amount: "0.00000042", currency: "BTC", iconSrc: null },
};
export const FiatEuroGerman: Story = {
  args: { amount: "2499.995", currency: "EUR", locale: "de", showIcon: false },
};
export const FiatDollar: Story = { args: { amount: "87.5", currency: "USD", showIcon: false } };
export const Japanese: Story = {
  args: { amount: "1234567.891", currency: "USD", locale: "ja", showIcon: false },
};
export const HugeWithoutFloatLoss: Story = {
  args: { amount: "98765432109876.123456789", currency: "ETH", iconSrc: null },
};
export const Win: Story = { args: { amount: "312.75", tone: "signed", showPlusSign: true } };
export const Loss: Story = { args: { amount: "-45", tone: "signed", showPlusSign: true } };
export const Payout: Story = { args: { amount: "1200", tone: "win", size: "lg" } };
export const IconOnlyCurrency: Story = {
  args: { showCurrency: false, currencyName: "Tether", size: "sm" },
};
export const RussianDecimalMark: Story = { args: { amount: "502.130942", locale: "ru" } };
/** `fit` in narrow room: a smaller font, then trailing zeros beyond the 2nd decimal go. */
export const FitNarrow: Story = {
  args: { amount: "123456.78", fit: true, showCurrency: false, currencyName: "Tether" },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: "8rem", display: "flex" }}>
        <Story />
      </div>
    ),
  ],
};
