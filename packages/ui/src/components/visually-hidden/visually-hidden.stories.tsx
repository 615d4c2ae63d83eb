import type { Meta, StoryObj } from "@storybook/react-vite";
import { VisuallyHidden } from "./visually-hidden.tsx";

const meta = {
  title: "Foundations/VisuallyHidden",
  component: VisuallyHidden,
  args: { children: "Only screen readers read this" },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Renders nothing visible; inspect the accessibility tree to see the text. */
export const Default: Story = {};

/** Names an icon-only button. */
export const NamingAButton: Story = {
  render: (args) => (
    <button type="button">
      <span aria-hidden="true">★</span>
      <VisuallyHidden {...args}>Add to favourites</VisuallyHidden>
    </button>
  ),
};
