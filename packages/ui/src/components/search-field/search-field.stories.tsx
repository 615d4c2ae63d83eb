import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { Spinner } from "../spinner/index.ts";
import { withValueState } from "../../test/story-frame.tsx";
import { SearchField } from "./search-field.tsx";

const Stateful = withValueState(SearchField);

const meta = {
  title: "Forms/SearchField",
  component: SearchField,
  args: {
    label: "Search games",
    clearLabel: "Clear search",
    placeholder: "Search games",
    value: "",
    onValueChange: fn(),
    onSubmit: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithQuery: Story = { args: { value: "plinko" } };
export const Searching: Story = {
  args: { value: "crash", endAdornment: <Spinner size="sm" label="Searching" /> },
};
export const VisibleLabel: Story = { args: { showLabel: true } };
export const Disabled: Story = { args: { disabled: true } };
