import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { CopyButton } from "./copy-button.tsx";

const meta = {
  title: "Forms/CopyButton",
  component: CopyButton,
  args: {
    value: "4b1f0e9d8c7b6a5f4e3d2c1b0a9f8e7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b2a1f",
    label: "Copy server seed",
    copiedLabel: "Copied",
    errorLabel: "Could not copy, select the text instead",
    onCopy: fn(),
    onCopyError: fn(),
  },
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Copies a seed; the feedback shows beside the button. */
export const ServerSeed: Story = {};
/** Copies a bet id, as the feeds and the bet details show it. */
export const BetId: Story = { args: { value: "41", label: "Copy bet id 41" } };
/** The larger size, for a touch target on its own. */
export const Medium: Story = { args: { size: "md" } };
