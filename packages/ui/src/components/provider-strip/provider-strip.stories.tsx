import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ProviderCard } from "../provider-card/index.ts";
import { ProviderStrip } from "./provider-strip.tsx";

const meta = {
  title: "Lobby/ProviderStrip",
  component: ProviderStrip,
  args: {
    title: "Providers",
    titleId: "providers-lobby",
    allHref: "#",
    allLabel: "All providers",
  },
} satisfies Meta<typeof ProviderStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <ProviderStrip {...args}>
      {[
        "Pixel Forge",
        "Nova",
        "Crimson Lynx",
        "Vortex Live",
        "Jigsaw Reels",
        "Open Sky",
        "Pragmatic",
      ].map((name, i) => (
        <li key={name}>
          <ProviderCard name={name} gamesLabel={`${(i + 1) * 37} games`} href="#" />
        </li>
      ))}
    </ProviderStrip>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "All providers" })).toBeInTheDocument();
  },
};
