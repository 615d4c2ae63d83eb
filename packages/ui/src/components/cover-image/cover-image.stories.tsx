import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { CoverImage } from "./cover-image.tsx";

const cover =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1280 720"><rect width="1280" height="720" fill="#181b3f"/><circle cx="640" cy="360" r="200" fill="#2fe38c"/></svg>',
  );

const meta = {
  title: "Content/CoverImage",
  component: CoverImage,
  args: {
    src: cover,
    alt: "A green chip",
    width: 1280,
    height: 720,
  },
} satisfies Meta<typeof CoverImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("img", { name: "A green chip" })).toBeVisible();
  },
};

/** A transparent pixel stands in for a picture still on its way. */
const notYetArrived =
  "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

/** While the picture loads: the 16:9 box on the sunken surface. */
export const Loading: Story = { args: { src: notYetArrived, alt: "" } };
