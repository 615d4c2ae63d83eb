import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Button } from "../button/index.ts";
import { Select } from "../select/index.ts";
import { Switch } from "../switch/index.ts";
import { ControlRow } from "./control-row.tsx";

const meta = {
  title: "Layout/ControlRow",
  component: ControlRow,
} satisfies Meta<typeof ControlRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <ControlRow {...args}>
      <Switch label="Fun mode" checked={false} onCheckedChange={() => {}} />
      <Select
        label="Pay from"
        defaultValue="USDT"
        options={[
          { value: "USDT", label: "1,234.56 USDT" },
          { value: "BTC", label: "0.01234567 BTC" },
        ]}
      />
      <Button size="sm">Sign in to play for real</Button>
    </ControlRow>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("combobox", { name: "Pay from" })).toBeInTheDocument();
  },
};

/** The filters and the sort over a list share the row. */
export const Filters: Story = {
  args: { share: true },
  render: (args) => (
    <ControlRow {...args}>
      <Select
        label="Sort by"
        defaultValue="popular"
        options={[
          { value: "popular", label: "Popular" },
          { value: "new", label: "Newest" },
        ]}
      />
      <Select
        label="Provider"
        defaultValue=""
        options={[
          { value: "", label: "All providers" },
          { value: "nova", label: "Nova" },
        ]}
      />
    </ControlRow>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("combobox", { name: "Sort by" })).toBeInTheDocument();
  },
};
