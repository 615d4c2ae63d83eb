import type { Meta, StoryObj } from "@storybook/react-vite";
import { Link } from "./link.tsx";

const meta = {
  title: "Actions/Link",
  component: Link,
  args: { href: "#terms", children: "Terms and conditions" },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {};
export const Standalone: Story = { args: { variant: "standalone", children: "View all games" } };
export const Muted: Story = { args: { variant: "muted", children: "Privacy policy" } };
export const External: Story = {
  args: {
    href: "https://example.com",
    external: true,
    externalLabel: "(opens in a new tab)",
    children: "Responsible gaming help",
  },
};
