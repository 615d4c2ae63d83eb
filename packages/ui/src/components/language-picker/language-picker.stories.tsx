import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import { LanguagePicker } from "./language-picker.tsx";
import { storyLanguages } from "./language-picker.stories-data.ts";
import { framed } from "../../test/story-frame.tsx";

const meta = {
  title: "Navigation/LanguagePicker",
  component: LanguagePicker,
  args: { value: "en", onChange: fn(), label: "Language", languages: storyLanguages },
  argTypes: {
    value: { control: "select", options: storyLanguages },
  },
  decorators: [framed({ display: "flex", justifyContent: "flex-end", minBlockSize: "32rem" })],
} satisfies Meta<typeof LanguagePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { defaultOpen: true } };
export const Compact: Story = { args: { compact: true, value: "ja", label: "言語" } };
export const InlineList: Story = { args: { variant: "list", value: "de", label: "Sprache" } };
export const Interactive: Story = {
  render: function Render(args) {
    const [value, setValue] = useState("en");
    return <LanguagePicker {...args} value={value} onChange={setValue} />;
  },
};
