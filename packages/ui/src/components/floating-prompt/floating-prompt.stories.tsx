import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Button } from "../button/index.ts";
import { FloatingPrompt } from "./floating-prompt.tsx";

const meta = {
  title: "Feedback/FloatingPrompt",
  component: FloatingPrompt,
  args: {
    "aria-label": "App update",
    message: "A new version of the casino is available.",
    messageRole: "status",
    actions: (
      <>
        <Button size="sm" variant="ghost">
          Later
        </Button>
        <Button size="sm">Reload</Button>
      </>
    ),
  },
} satisfies Meta<typeof FloatingPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Update: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("region", { name: "App update" }),
    ).toBeInTheDocument();
  },
};

export const Install: Story = {
  args: {
    "aria-label": "Install the app",
    message: "Install the casino on your device for a quicker start.",
    messageRole: undefined,
  },
};
