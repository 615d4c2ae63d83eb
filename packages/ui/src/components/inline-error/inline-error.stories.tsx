import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { InlineError } from "./inline-error.tsx";

const meta = {
  title: "Feedback/InlineError",
  component: InlineError,
  args: { children: "Wrong e-mail or password." },
} satisfies Meta<typeof InlineError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(
      "Wrong e-mail or password.",
    );
  },
};
/** Without a failure nothing is drawn. */
export const Empty: Story = { args: { children: null } };
