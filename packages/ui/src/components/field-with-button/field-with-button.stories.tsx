import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Button } from "../button/index.ts";
import { TextField } from "../text-field/index.ts";
import { FieldWithButton } from "./field-with-button.tsx";

const meta = {
  title: "Layout/FieldWithButton",
  component: FieldWithButton,
} satisfies Meta<typeof FieldWithButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <FieldWithButton {...args}>
      <TextField label="Client seed" defaultValue="a1b2c3d4e5f6" />
      <Button variant="secondary">Change and reveal</Button>
    </FieldWithButton>
  ),
};

/** The field's hint does not push the button off the field's line. */
export const WithHint: Story = {
  render: (args) => (
    <FieldWithButton {...args} as="form" aria-label="Next client seed">
      <TextField
        label="Next client seed"
        defaultValue="f00dfeed"
        hint="Changing it closes this pair: its server seed is revealed."
      />
      <Button type="submit">Rotate seeds</Button>
    </FieldWithButton>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("form", { name: "Next client seed" })).toBeInTheDocument();
  },
};
