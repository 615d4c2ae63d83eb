import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ProviderCard } from "../provider-card/index.ts";
import { Skeleton } from "../skeleton/index.ts";
import { ProviderDirectory } from "./provider-directory.tsx";

const meta = {
  title: "Lobby/ProviderDirectory",
  component: ProviderDirectory,
  args: { label: "Game providers" },
} satisfies Meta<typeof ProviderDirectory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <ProviderDirectory {...args}>
      {["Pixel Forge", "Nova", "Crimson Lynx", "Vortex Live", "Jigsaw Reels", "Open Sky"].map(
        (name, i) => (
          <li key={name}>
            <ProviderCard name={name} gamesLabel={`${(i + 2) * 21} games`} href="#" />
          </li>
        ),
      )}
    </ProviderDirectory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("region", { name: "Game providers" })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  render: (args) => (
    <ProviderDirectory {...args}>
      {Array.from({ length: 8 }, (_, i) => (
        <li key={i} aria-hidden="true">
          <Skeleton shape="rect" height="6rem" />
        </li>
      ))}
    </ProviderDirectory>
  ),
};
