import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Button } from "../button/index.ts";
import { StageHeader } from "./stage-header.tsx";

const meta = {
  title: "Originals/StageHeader",
  component: StageHeader,
  args: {
    title: "dice",
    titleId: "original-title",
    tools: (
      <>
        <Button variant="ghost" size="sm" aria-pressed>
          Sound on
        </Button>
        <Button variant="ghost" size="sm" aria-pressed={false}>
          Turbo
        </Button>
      </>
    ),
    endTools: (
      <Button variant="secondary" size="sm">
        Fairness
      </Button>
    ),
    wideTools: (
      <Button variant="ghost" size="sm" aria-expanded={false}>
        Keyboard shortcuts
      </Button>
    ),
  },
} satisfies Meta<typeof StageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "dice" })).toBeInTheDocument();
  },
};

export const WithShortcuts: Story = {
  args: {
    shortcuts: {
      id: "originals-shortcuts",
      label: "Keyboard shortcuts",
      items: [
        { key: "space", keyLabel: "Space", label: "Bet" },
        { key: "s", keyLabel: "S", label: "Halve the stake" },
        { key: "d", keyLabel: "D", label: "Double the stake" },
      ],
    },
  },
};
