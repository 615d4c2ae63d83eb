import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Button } from "../button/index.ts";
import { Text } from "../text/index.ts";
import { Panel } from "./panel.tsx";

const meta = {
  title: "Layout/Panel",
  component: Panel,
  args: {
    title: "Two-factor authentication",
    children: (
      <>
        <Text tone="subdued">Protect your account with a code from your authenticator app.</Text>
        <Button>Turn on</Button>
      </>
    ),
  },
} satisfies Meta<typeof Panel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole("region", { name: "Two-factor authentication" });
    await expect(within(region).getByRole("button", { name: "Turn on" })).toBeVisible();
  },
};
export const WithoutTitle: Story = { args: { title: undefined, "aria-label": "Prize" } };
/** The account pages' card: the page's h1 inside, more room around. */
export const FormCard: Story = {
  args: { title: "Sign in", headingLevel: 1, padding: "xl" },
  decorators: [(Story) => <div style={{ maxInlineSize: "28rem" }}>{Story()}</div>],
};

/** A part the player must not miss: a deposit's required memo. */
export const Warning: Story = {
  args: {
    tone: "warning",
    padding: "md",
    gap: "sm",
    title: "Destination tag required",
    headingLevel: 3,
    children: "Send the destination tag with your deposit or it cannot be credited.",
  },
};
