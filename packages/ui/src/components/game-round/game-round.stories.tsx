import type { Meta, StoryObj } from "@storybook/react-vite";
import { GameRound } from "./game-round.tsx";
import { wonRound } from "./fixtures.ts";

const meta = {
  title: "Data display/GameRound",
  component: GameRound,
  args: wonRound,
} satisfies Meta<typeof GameRound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Won: Story = {};

export const Lost: Story = {
  args: {
    result: "loss",
    resultLabel: "Loss",
    facts: [
      { id: "stake", label: "Stake", value: "4.00 USDT" },
      { id: "payout", label: "Payout", value: "0.00 USDT" },
      { id: "multiplier", label: "Multiplier", value: "0.00×" },
      { id: "time", label: "Time", value: "27 Nov 2026, 22:41" },
    ],
    moves: [{ id: "1", label: "Bet", amount: "4.00 USDT", time: "22:41:03" }],
  },
};

export const RolledBack: Story = {
  args: {
    game: "Book of Sandbox",
    result: "refunded",
    resultLabel: "Refunded",
    moves: [
      { id: "1", label: "Bet", amount: "5.00 USDT", time: "22:41:03" },
      { id: "2", label: "Rollback", amount: "5.00 USDT", time: "22:41:09" },
    ],
  },
};

export const Open: Story = {
  args: { result: "open", resultLabel: "In progress", details: undefined },
};
