import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { IconButton } from "../icon-button/index.ts";
import { InfoIcon } from "../icons/index.ts";
import { Tooltip } from "./tooltip.tsx";

const meta = {
  title: "Overlays/Tooltip",
  component: Tooltip,
  args: {
    content: "Wagering requirement: 35× the bonus amount",
    children: (
      <IconButton label="Bonus terms">
        <InfoIcon />
      </IconButton>
    ),
  },
  parameters: { layout: "centered" },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Top: Story = {};
export const Bottom: Story = { args: { placement: "bottom" } };

/** Keyboard focus opens it at once. */
export const OpenOnFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("tooltip")).toBeVisible();
  },
};
