import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { RoundFigure, RoundOutcome, RoundStat, RoundStats } from "./round-stats.tsx";

const meta = {
  title: "Originals/RoundStats",
  component: RoundStats,
} satisfies Meta<typeof RoundStats>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Figures: Story = {
  render: () => (
    <RoundStats>
      <RoundStat label="Multiplier" value="1.98×" />
      <RoundStat label="Win chance" value="50.00 %" />
      <RoundStat label="Payout on win" value="1,234.56789012 USDT" />
    </RoundStats>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("term")).toHaveLength(3);
  },
};

export const Win: Story = {
  render: () => (
    <>
      <RoundFigure tone="win">42.17</RoundFigure>
      <RoundOutcome win>You won 19.8 USDT</RoundOutcome>
    </>
  ),
};

export const Loss: Story = {
  render: () => (
    <>
      <RoundFigure tone="loss">87.03</RoundFigure>
      <RoundOutcome win={false}>No win this time</RoundOutcome>
    </>
  ),
};

export const BeforeTheFirstRound: Story = {
  render: () => (
    <>
      <RoundFigure tone="idle">–</RoundFigure>
      <RoundOutcome win={false} />
    </>
  ),
};
