import type { Meta, StoryObj } from "@storybook/react-vite";
import { CopyValueList } from "./copy-value-list.tsx";

const meta = {
  title: "Data display/CopyValueList",
  component: CopyValueList,
  args: {
    copiedLabel: "Copied",
    errorLabel: "Could not copy, select the text instead",
    items: [
      {
        label: "Server seed",
        value: "4b1f0e9d8c7b6a5f4e3d2c1b0a9f8e7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b2a1f",
        copyLabel: "Copy server seed",
      },
      {
        label: "Server seed hash",
        value: "9f2c7d0b5e1a4c3f8d6b2a1e0f9c8d7b6a5e4f3d2c1b0a9f8e7d6c5b4a3f2e1d",
        copyLabel: "Copy server seed hash",
      },
      { label: "Client seed", value: "lucky-7", copyLabel: "Copy client seed" },
      { label: "Nonce", value: "12", copyLabel: "Copy nonce" },
      { label: "Target", value: "50.50", copyLabel: "Copy target" },
      { label: "Condition", value: "under", copyLabel: "Copy condition" },
    ],
  },
} satisfies Meta<typeof CopyValueList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A revealed bet: every input is there to copy. */
export const Revealed: Story = {};
/** The pair is still active: the server seed is not known yet. */
export const ServerSeedPending: Story = {
  args: {
    items: [
      {
        label: "Server seed",
        value: null,
        copyLabel: "Copy server seed",
        pending: "Revealed when the player rotates the seed pair.",
      },
      {
        label: "Server seed hash",
        value: "9f2c7d0b5e1a4c3f8d6b2a1e0f9c8d7b6a5e4f3d2c1b0a9f8e7d6c5b4a3f2e1d",
        copyLabel: "Copy server seed hash",
      },
      { label: "Client seed", value: "лунный кот 🐈", copyLabel: "Copy client seed" },
      { label: "Nonce", value: "0", copyLabel: "Copy nonce" },
    ],
  },
};
