import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { TextField } from "../text-field/index.ts";
import { Columns } from "./columns.tsx";

const meta = {
  title: "Layout/Columns",
  component: Columns,
  args: { columns: 2, gap: "sm" },
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two fields side by side from the `sm` breakpoint, stacked below it. */
export const Default: Story = {
  render: (args) => (
    <Columns {...args}>
      <TextField label="Client seed" defaultValue="a1b2c3d4" />
      <TextField label="Nonce" defaultValue="42" />
    </Columns>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: "Nonce" })).toBeInTheDocument();
  },
};

export const ThreeColumns: Story = {
  args: { columns: 3, from: "md" },
  render: (args) => (
    <Columns {...args}>
      <TextField label="Rows" defaultValue="12" />
      <TextField label="Risk" defaultValue="Medium" />
      <TextField label="Nonce" defaultValue="7" />
    </Columns>
  ),
};
