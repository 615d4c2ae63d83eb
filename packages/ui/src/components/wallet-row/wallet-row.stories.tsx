import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Button } from "../button/index.ts";
import { CheckIcon } from "../icons/index.ts";
import { Stack } from "../stack/index.ts";
import { WalletRow } from "./wallet-row.tsx";

const meta = {
  title: "Wallet/WalletRow",
  component: WalletRow,
  args: { name: "Bitcoin", amount: "0.01000000 BTC", secondaryAmount: "$950.00" },
  render: (args) => (
    <Stack as="ul" gap="xs" aria-label="Wallets">
      <WalletRow {...args} />
    </Stack>
  ),
} satisfies Meta<typeof WalletRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAction: Story = {
  args: {
    action: (
      <Button size="sm" variant="secondary" aria-label="Use Bitcoin">
        Use
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("button", { name: "Use Bitcoin" }),
    ).toBeInTheDocument();
  },
};

export const Selected: Story = { args: { action: <CheckIcon title="Selected" /> } };
