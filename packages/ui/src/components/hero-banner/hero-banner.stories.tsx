import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { HeroBanner, HeroBannerPlaceholder } from "./hero-banner.tsx";

const art = (hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 400"><rect width="300" height="400" fill="hsl(${hue} 80% 45%)"/></svg>`,
  )}`;

const meta = {
  title: "Lobby/HeroBanner",
  component: HeroBanner,
  args: {
    href: "#",
    title: "Weekend reload: 50 % up to 500 USDT",
    ctaLabel: "Explore",
    hue: 268,
    images: [
      { id: 1, src: art(20) },
      { id: 2, src: art(140) },
      { id: 3, src: art(300) },
    ],
  },
} satisfies Meta<typeof HeroBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("link", { name: "Weekend reload: 50 % up to 500 USDT" }),
    ).toBeInTheDocument();
  },
};

export const WithoutGames: Story = { args: { images: [], hue: 160 } };

export const LongTitle: Story = {
  args: {
    title:
      "Pixel Forge's brand new cascading reels collection with the longest title a site could give",
  },
};

export const Placeholder: Story = { render: () => <HeroBannerPlaceholder /> };
