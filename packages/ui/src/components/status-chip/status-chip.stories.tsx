import { type ReactNode } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { StatusChip, type StatusChipProps } from "./status-chip.tsx";
import {
  bonusStatuses,
  challengeStatuses,
  depositStatuses,
  payoutStatuses,
  type StatusKind,
  type StatusOf,
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
  args: { kind: "withdrawal", status: "pending", label: "Pending" },
} satisfies Meta<typeof StatusChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {};
/** A row with a chip for every status of `kind`, each labelled with its status written out. */
function everyStatus<K extends StatusKind>(kind: K, statuses: readonly StatusOf<K>[]): Story {
  return {
    render: () => (
      <Row>
        {statuses.map((status) => (
          // One `kind` with its own statuses: TypeScript cannot pair a generic K with its union member.
          <StatusChip
            key={status}
            {...({ kind, status, label: text(status) } as StatusChipProps)}
          />
        ))}
      </Row>
    ),
  };
}

export const Withdrawal = everyStatus("withdrawal", withdrawalStatuses);
export const Deposit = everyStatus("deposit", depositStatuses);
/** The transaction history: deposits and withdrawals in one list. */
export const Transaction = everyStatus("transaction", transactionStatuses);
export const Bonus = everyStatus("bonus", bonusStatuses);
export const Payout = everyStatus("payout", payoutStatuses);
export const Challenge = everyStatus("challenge", challengeStatuses);
