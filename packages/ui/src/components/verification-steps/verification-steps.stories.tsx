import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { VerificationSteps } from "./verification-steps.tsx";

const meta = {
  title: "Originals/VerificationSteps",
  component: VerificationSteps,
  args: {
    label: "Verification steps",
    title: "How the result was computed",
    steps: [
      <>
        SHA-256 of the server seed:{" "}
        <code>9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08</code> ✓ matches the
        hash shown before the bet
      </>,
      <>
        HMAC-SHA256 keyed by the server seed over <code>a1b2c3d4:42:0 </code>
      </>,
      "Every 4 bytes make one float: b0/256 + b1/256² + b2/256³ + b3/256⁴.",
    ],
    tableCaption: "Bytes and floats",
    columns: ["#", "Bytes", "Float"],
    rows: [
      { key: 0, cells: [0, "3a 7f 00 12", "0.2285156250"] },
      { key: 1, cells: [1, "ff 01 22 9c", "0.9961242676"] },
      { key: 2, cells: [2, "10 20 30 40", "0.0629165173"] },
    ],
    explanation: "Roll = floor(0.2285156250 × 10001) / 100 = 22.85",
    result: (
      <>
        Recomputed result: <strong>22.85</strong>
      </>
    ),
  },
} satisfies Meta<typeof VerificationSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Match: Story = {
  args: { verdict: { ok: true, text: "The results match." } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("The results match.");
    await expect(canvas.getByRole("table", { name: "Bytes and floats" })).toBeInTheDocument();
  },
};

export const Mismatch: Story = {
  args: { verdict: { ok: false, text: "The results differ." } },
};
