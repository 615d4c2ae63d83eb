import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Button } from "../button/index.ts";
import { TextField } from "../text-field/index.ts";
import { FieldWithButton } from "./field-with-button.tsx";

const meta = {
  title: "Forms/FieldWithButton",
  component: FieldWithButton,
  render: (args) => (
    <FieldWithButton {...args}>
      <TextField label="Bonus code" />
      <Button type="submit">Redeem</Button>
    </FieldWithButton>
  ),
} satisfies Meta<typeof FieldWithButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("textbox", { name: "Bonus code" }),
    ).toBeInTheDocument();
  },
};
