import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Button } from "../button/index.ts";
import { Inline } from "./inline.tsx";

const meta = {
  title: "Layout/Inline",
  component: Inline,
  args: { gap: "sm" },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

const actions = (
  <>
    <Button variant="secondary">Cancel</Button>
    <Button>Save</Button>
  </>
);

export const Default: Story = { args: { children: actions } };
/** A form's actions: spread to both ends of the row. */
export const SpaceBetween: Story = {
  args: { justify: "between", children: actions },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Save" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Cancel" })).toBeVisible();
  },
};
/** Chips that do not fit go onto the next line. */
export const Wrapping: Story = {
  decorators: [(Story) => <div style={{ maxInlineSize: "12rem" }}>{Story()}</div>],
  args: {
    children: ["Slots", "Live", "Crash", "Dice", "Plinko", "Keno"].map((name) => (
      <Button key={name} size="sm" variant="secondary">
        {name}
      </Button>
    )),
  },
};
