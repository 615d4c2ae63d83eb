import type { Meta, StoryObj } from "@storybook/react-vite";
import { PayoutTable } from "./payout-table.tsx";

const meta = {
  title: "Games/PayoutTable",
  component: PayoutTable,
  args: {
    caption: "Keno payouts",
    rowHeader: "Picks",
    columnHeader: (column: number) => `${column} hits`,
    rtpHeader: "RTP",
    formatMultiplier: (value: string) => `${Number(value).toFixed(2)}×`,
    paidLabel: "paid",
    rows: [
      { key: "1", label: "1", multipliers: ["0.7", "1.85"], rtp: "97.25 %" },
      { key: "2", label: "2", multipliers: ["0", "2", "3.8"], rtp: "98.10 %" },
      { key: "3", label: "3", multipliers: ["0", "1.1", "1.38", "26"], rtp: "98.40 %" },
      { key: "4", label: "4", multipliers: ["0", "0", "2.2", "7.9", "90"], rtp: "98.75 %" },
    ],
  },
} satisfies Meta<typeof PayoutTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The table on a game's page. */
export const Keno: Story = {};
/** In the verifier: the row and cell the bet was paid by are highlighted. */
export const PaidCell: Story = { args: { paid: { row: "3", column: 2 } } };
/** Plinko's wide rows scroll sideways on a phone, the row labels kept in view. */
export const PlinkoHighRisk: Story = {
  args: {
    caption: "Plinko payouts, high risk",
    rowHeader: "Rows",
    columnHeader: (column: number) => `Bucket ${column}`,
    rows: [8, 12, 16].map((rows) => ({
      key: String(rows),
      label: String(rows),
      multipliers: Array.from({ length: rows + 1 }, (_, i) =>
        String(Math.max(0.2, Math.abs(rows / 2 - i) ** 2 / 2)),
      ),
      rtp: "99.00 %",
    })),
    paid: { row: "12", column: 4 },
  },
};
