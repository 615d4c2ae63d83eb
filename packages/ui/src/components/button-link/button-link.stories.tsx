import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ExternalLinkIcon } from "../icons/index.ts";
import { ButtonLink } from "./button-link.tsx";

const meta = {
  title: "Actions/ButtonLink",
  component: ButtonLink,
  args: {
    href: "https://pay.example/buy",
    target: "_blank",
    rel: "noopener noreferrer",
    children: (
      <>
        Buy with MoonPay
        <ExternalLinkIcon title="opens in a new tab" />
      </>
    ),
  },
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ToAnotherSite: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("link", { name: /Buy with MoonPay/ }),
    ).toBeVisible();
  },
};

/** The one way on of an error screen. */
export const Large: Story = {
  args: { size: "lg", href: "/", target: undefined, rel: undefined, children: "Home" },
};
