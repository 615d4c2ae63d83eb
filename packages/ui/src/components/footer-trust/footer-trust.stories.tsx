import type { Meta, StoryObj } from "@storybook/react-vite";
import styled from "styled-components";
import { fn } from "storybook/test";
import { FooterTrust } from "./footer-trust.tsx";

const Seal = styled.span`
  align-self: flex-start;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border: ${({ theme }) => theme.sizes.border} dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.fontSizes.xs};
`;

const meta = {
  title: "Layout/FooterTrust",
  component: FooterTrust,
  parameters: { layout: "padded" },
  args: {
    licence: {
      title: "Licence",
      statement:
        "Operated by Sandbox Gaming N.V. under licence SBX-0001 of the Sandbox Gaming Authority (fictional).",
      text: "Sandbox Gaming N.V. is a fictional company and SBX-0001 is a sandbox licence, not a real one.",
    },
    marksTitle: "Play responsibly",
    marks: [
      {
        id: "age",
        label: "18+",
        description: "Only for players aged 18 and over: responsible gaming",
        href: "/page-detail/responsible-gaming",
        round: true,
      },
      { id: "help", label: "Responsible gaming", href: "/page-detail/responsible-gaming" },
      { id: "limits", label: "Set your limits", href: "/profile/responsible-gaming" },
    ],
    coinsTitle: "Accepted coins",
    coins: [
      { code: "BTC", name: "Bitcoin" },
      { code: "ETH", name: "Ethereum" },
      { code: "USDT", name: "Tether" },
      { code: "TON", name: "Toncoin" },
      { code: "SOL", name: "Solana" },
    ],
    onNavigate: fn(),
  },
} satisfies Meta<typeof FooterTrust>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};
export const WithSeal: Story = { args: { sealSlot: <Seal>Licence seal</Seal> } };
/** A site that names no operator: the marks and the coins only. */
export const WithoutOperator: Story = { args: { licence: undefined } };
