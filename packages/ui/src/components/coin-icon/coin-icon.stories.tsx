import type { Meta, StoryObj } from "@storybook/react-vite";
import styled from "styled-components";
import { CoinIcon } from "./coin-icon.tsx";

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

const bitcoin =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="#f7931a"/><text x="16" y="22" font-size="18" text-anchor="middle" fill="#fff" font-family="Arial" font-weight="bold">₿</text></svg>',
  );

const meta = {
  title: "Money/CoinIcon",
  component: CoinIcon,
  args: { code: "BTC", alt: "Bitcoin", src: bitcoin },
  argTypes: { size: { control: "inline-radio", options: ["sm", "md", "lg"] } },
} satisfies Meta<typeof CoinIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = {};
export const Small: Story = { args: { size: "sm" } };
export const Large: Story = { args: { size: "lg" } };
export const MonogramFallback: Story = {
  args: { code: "USDT", alt: "Tether", src: null, size: "lg" },
};
export const BrokenImage: Story = {
  args: { code: "XRP", alt: "XRP", src: "/missing-coin.png", size: "lg" },
};
export const Decorative: Story = { args: { code: "TON", alt: "", src: null } };
export const Monograms: Story = {
  render: () => (
    <Row>
      {["BTC", "ETH", "USDT", "TON", "XRP", "BTC_LIGHTNING", "TRX", "LTC"].map((code) => (
        <CoinIcon key={code} code={code} alt={code} size="lg" />
      ))}
    </Row>
  ),
};
