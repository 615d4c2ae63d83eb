import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import { Spinner } from "../spinner/index.ts";
import { SearchField, type SearchFieldProps } from "./search-field.tsx";

function Stateful(props: SearchFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <SearchField
      {...props}
      value={value}
      onValueChange={(v) => {
        setValue(v);
        props.onValueChange(v);
      }}
    />
  );
}

const meta = {
  title: "Forms/SearchField",
  component: SearchField,
  tags: ["autodocs"],
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
