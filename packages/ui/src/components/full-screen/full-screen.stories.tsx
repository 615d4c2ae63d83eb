import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Button } from "../button/index.ts";
import { EmptyState } from "../empty-state/index.ts";
import { FullScreen } from "./full-screen.tsx";

const meta = {
  title: "Layout/FullScreen",
  component: FullScreen,
  args: {
    children: (
      <EmptyState
        headingLevel={2}
        title="Can't reach the server"
        description="The casino's server is not answering. Check your connection and try again."
        action={<Button>Retry</Button>}
      />
    ),
  },
} satisfies Meta<typeof FullScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InFlow: Story = {};

export const Overlay: Story = {
  args: { overlay: true, role: "alertdialog", "aria-label": "Can't reach the server" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alertdialog")).toBeInTheDocument();
  },
};
