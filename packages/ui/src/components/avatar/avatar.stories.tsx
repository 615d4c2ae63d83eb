import type { Meta, StoryObj } from "@storybook/react-vite";
import { Avatar } from "./avatar.tsx";

const pixelFace =
  "data:image/svg+xml;utf8," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8" shape-rendering="crispEdges"><rect width="8" height="8" fill="#3b2380"/><rect x="2" y="2" width="1" height="1" fill="#22d3ee"/><rect x="5" y="2" width="1" height="1" fill="#22d3ee"/><rect x="2" y="5" width="4" height="1" fill="#ff5cc1"/></svg>',
  );

const meta = {
  title: "Data display/Avatar",
  component: Avatar,
  args: { name: "Pixel Pioneer" },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {};
export const WithImage: Story = { args: { src: pixelFace } };
export const BrokenImage: Story = { args: { src: "/does-not-exist.png" } };
export const Small: Story = { args: { size: "sm" } };
export const Large: Story = { args: { size: "lg", src: pixelFace } };
