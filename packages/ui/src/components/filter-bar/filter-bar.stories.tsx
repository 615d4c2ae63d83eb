import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Select } from "../select/index.ts";
import { FilterBar } from "./filter-bar.tsx";

const meta = {
  title: "Layout/FilterBar",
  component: FilterBar,
} satisfies Meta<typeof FilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <FilterBar {...args}>
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
    </FilterBar>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("combobox", { name: "Sort by" })).toBeInTheDocument();
  },
};
