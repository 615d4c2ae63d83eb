import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../button/index.ts";
import { TextField } from "../text-field/index.ts";
import { GamingLimitCard, type GamingLimitRow } from "./gaming-limit-card.tsx";

const editor = (label: string, value = "") => (
  <div style={{ display: "flex", gap: 8, alignItems: "flex-end" }}>
    <TextField label={label} defaultValue={value} inputMode="decimal" />
    <Button variant="secondary">Save</Button>
  </div>
);

const notSet = (period: string): GamingLimitRow => ({
  id: period,
  period,
  amountText: "Not set",
  isSet: false,
  editor: editor(`${period} deposit limit (USD)`),
});

const meta = {
  title: "Responsible gaming/GamingLimitCard",
  component: GamingLimitCard,
  args: {
    title: "Deposit limit",
    description: "Deposits over the last 24 hours, 7 days or 30 days.",
    pendingLabel: "Pending",
    rows: [notSet("Daily"), notSet("Weekly"), notSet("Monthly")],
  },
} satisfies Meta<typeof GamingLimitCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoneSet: Story = {};
export const Loading: Story = { args: { loading: true } };
export const InForce: Story = {
  args: {
    rows: [
      {
        id: "daily",
        period: "Daily",
        amountText: "100.00 USD",
        isSet: true,
        used: { value: 40, max: 100, label: "Used", valueText: "40.00 of 100.00 USD" },
        editor: editor("Daily deposit limit (USD)", "100"),
      },
      notSet("Weekly"),
      notSet("Monthly"),
    ],
  },
};
export const Reached: Story = {
  args: {
    title: "Loss limit",
    description: "Stakes minus winnings, never below zero.",
    rows: [
      {
        id: "weekly",
        period: "Weekly",
        amountText: "50.00 USD",
        isSet: true,
        used: { value: 50, max: 50, label: "Used", valueText: "50.00 of 50.00 USD" },
        editor: editor("Weekly loss limit (USD)", "50"),
      },
    ],
  },
};
export const PendingRaise: Story = {
  args: {
    title: "Wager limit",
    rows: [
      {
        id: "daily",
        period: "Daily",
        amountText: "20.00 USD",
        isSet: true,
        used: { value: 5, max: 20, label: "Used", valueText: "5.00 of 20.00 USD" },
        pendingText: "Rises to 200.00 USD on 3 Dec 2026, 14:05",
        editor: editor("Daily wager limit (USD)", "200"),
      },
    ],
  },
};
export const PendingRemoval: Story = {
  args: {
    rows: [
      {
        id: "monthly",
        period: "Monthly",
        amountText: "1,000.00 USD",
        isSet: true,
        used: { value: 0, max: 1000, label: "Used", valueText: "0.00 of 1,000.00 USD" },
        pendingText: "Removed on 3 Dec 2026, 14:05",
        editor: editor("Monthly deposit limit (USD)"),
      },
    ],
  },
};
