import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Disclosure } from "./disclosure.tsx";

const meta = {
  title: "Content/Disclosure",
  component: Disclosure,
  args: {
    summary: "Terms",
    children: (
      <>
        <p>100 % of your deposit, up to 1,000 USDT.</p>
        <ul>
          <li>Wager the bonus 30 times within 7 days.</li>
          <li>Only one bonus can be active at a time.</li>
        </ul>
      </>
    ),
  },
} satisfies Meta<typeof Disclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText("Terms"));
    await expect(canvas.getByRole("group")).toHaveAttribute("open");
  },
};

export const Open: Story = { args: { open: true } };
