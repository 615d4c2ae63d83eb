import type { Meta, StoryObj } from "@storybook/react-vite";
import styled from "styled-components";
import { fn } from "storybook/test";
import { ChevronRightIcon, WalletIcon } from "../icons/index.ts";
import { Button, primaryLink } from "./button.tsx";

/** A link with the primary button's face, sized like the large button (the error screens' way home). */
const PrimaryLink = styled.a`
  ${primaryLink}
  gap: ${({ theme }) => theme.space.sm};
  min-block-size: ${({ theme }) => theme.sizes.controlLg};
  padding-inline: ${({ theme }) => theme.space.xl};
`;

const meta = {
  title: "Actions/Button",
  component: Button,
  args: { children: "Deposit", onClick: fn() },
  argTypes: {
    variant: { control: "inline-radio", options: ["primary", "secondary", "ghost", "danger"] },
    size: { control: "inline-radio", options: ["sm", "md", "lg"] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: "secondary", children: "View all" } };
export const Ghost: Story = { args: { variant: "ghost", children: "Cancel" } };
export const Danger: Story = { args: { variant: "danger", children: "Close account" } };
export const Small: Story = { args: { size: "sm" } };
export const Large: Story = { args: { size: "lg", children: "Play now" } };
export const WithIcons: Story = {
  args: { startIcon: <WalletIcon />, endIcon: <ChevronRightIcon />, children: "Wallet" },
};
export const Loading: Story = { args: { loading: true, loadingLabel: "Processing deposit" } };
export const Disabled: Story = { args: { disabled: true } };
export const FullWidth: Story = { args: { fullWidth: true, children: "Sign up" } };
/** `primaryLink`: a link (here to the lobby) that looks like the primary button. */
export const LinkWithPrimaryFace: Story = {
  render: () => <PrimaryLink href="#lobby">Back to the lobby</PrimaryLink>,
};
