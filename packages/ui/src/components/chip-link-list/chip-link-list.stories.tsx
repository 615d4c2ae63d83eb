import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ChipLinkList } from "./chip-link-list.tsx";

const meta = {
  title: "Navigation/ChipLinkList",
  component: ChipLinkList,
  args: {
    "aria-label": "Eligible games",
    links: [
      { id: "g1", label: "Dice", href: "/play-game/dice" },
      { id: "g2", label: "Plinko", href: "/play-game/plinko" },
      { id: "g3", label: "Candy Cascade", href: "/play-game/candy-cascade" },
    ],
  },
} satisfies Meta<typeof ChipLinkList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("link")).toHaveLength(3);
  },
};

/** Touch-sized pills with a count: a tag cloud. */
export const TagCloud: Story = {
  args: {
    size: "md",
    "aria-label": "Blog tags",
    links: [
      { id: "news", label: "News", href: "/blogs?tag=news", meta: "12 posts" },
      { id: "guides", label: "Guides", href: "/blogs?tag=guides", meta: "4 posts" },
    ],
  },
};
