import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { BrandLogo } from "./brand-logo.tsx";

const logo =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="32"><rect width="120" height="32" rx="6" fill="#7c3aed"/><text x="60" y="21" font-size="14" text-anchor="middle" fill="#fff" font-family="sans-serif">PIXEL BET</text></svg>',
  );

const meta = {
  title: "Layout/BrandLogo",
  component: BrandLogo,
  args: { href: "/", label: "Pixel Bet: lobby", title: "Pixel Bet", onNavigate: fn() },
} satisfies Meta<typeof BrandLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No logo image in the site settings: the site's name. */
export const Wordmark: Story = {};
export const Image: Story = { args: { src: logo } };
export const LongTitle: Story = {
  args: { title: "The Very Long Casino Name Online", label: "The Very Long Casino Name Online" },
  globals: { viewport: { value: "mobile", isRotated: false } },
};
