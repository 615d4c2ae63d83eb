import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ResultCount } from "./result-count.tsx";

const meta = {
  title: "Lobby/ResultCount",
  component: ResultCount,
  args: { children: "312 games", "aria-live": "polite" },
} satisfies Meta<typeof ResultCount>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("312 games")).toBeInTheDocument();
  },
};
