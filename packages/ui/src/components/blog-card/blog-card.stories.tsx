import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { BlogCard } from "./blog-card.tsx";
import { blogPost } from "./blog-card.stories-data.ts";
import { CardSkeleton } from "../promotion-card/index.ts";
import { cardColumn } from "../../test/story-frame.tsx";

const cover =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360"><rect width="640" height="360" fill="#181b3f"/><g fill="#2fe38c"><rect x="260" y="120" width="120" height="120" rx="16"/></g><g fill="#181b3f"><circle cx="290" cy="150" r="10"/><circle cx="320" cy="180" r="10"/><circle cx="350" cy="210" r="10"/></g></svg>',
  );

const meta = {
  title: "Content/BlogCard",
  component: BlogCard,
  args: {
    ...blogPost,
    imageSrc: cover,
    onNavigate: fn(),
  },
  decorators: [cardColumn],
} satisfies Meta<typeof BlogCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NoImage: Story = { args: { imageSrc: null } };
export const Minimal: Story = {
  args: { excerpt: undefined, tags: [], meta: undefined, publishedAt: undefined },
};
export const Russian: Story = {
  args: {
    locale: "ru",
    title: "Как работают честные кости",
    excerpt: "Серверный сид, клиентский сид и nonce.",
    tags: ["Гайды"],
    meta: "4 мин",
  },
};
export const Loading: Story = { render: () => <CardSkeleton lines={3} /> };
