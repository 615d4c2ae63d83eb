import { type ReactNode } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { StatusChip } from "./status-chip.tsx";
import {
  bonusStatuses,
  challengeStatuses,
  depositStatuses,
  payoutStatuses,
  transactionStatuses,
  withdrawalStatuses,
} from "./status-tone.ts";

const text = (status: string) => status.replace(/_/g, " ").replace(/^./, (c) => c.toUpperCase());

const Row = ({ children }: { children: ReactNode }) => (
  <div style={{ display: "flex", flexWrap: "wrap", gap: 8 }}>{children}</div>
);

const meta = {
  title: "Data display/StatusChip",
  component: StatusChip,
  tags: ["autodocs"],
  args: { kind: "withdrawal", status: "pending", label: "Pending" },
} satisfies Meta<typeof StatusChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {};
export const Withdrawal: Story = {
  render: () => (
    <Row>
      {withdrawalStatuses.map((s) => (
        <StatusChip key={s} kind="withdrawal" status={s} label={text(s)} />
      ))}
    </Row>
  ),
};
export const Deposit: Story = {
  render: () => (
    <Row>
      {depositStatuses.map((s) => (
        <StatusChip key={s} kind="deposit" status={s} label={text(s)} />
      ))}
    </Row>
  ),
};
/** The transaction history: deposits and withdrawals in one list. */
export const Transaction: Story = {
  render: () => (
    <Row>
      {transactionStatuses.map((s) => (
        <StatusChip key={s} kind="transaction" status={s} label={text(s)} />
      ))}
    </Row>
  ),
};
export const Bonus: Story = {
  render: () => (
    <Row>
      {bonusStatuses.map((s) => (
        <StatusChip key={s} kind="bonus" status={s} label={text(s)} />
      ))}
    </Row>
  ),
};
export const Payout: Story = {
  render: () => (
    <Row>
      {payoutStatuses.map((s) => (
        <StatusChip key={s} kind="payout" status={s} label={text(s)} />
      ))}
    </Row>
  ),
};
export const Challenge: Story = {
  render: () => (
    <Row>
      {challengeStatuses.map((s) => (
        <StatusChip key={s} kind="challenge" status={s} label={text(s)} />
      ))}
    </Row>
  ),
};
