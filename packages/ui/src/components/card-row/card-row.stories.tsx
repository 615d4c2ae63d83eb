import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { GameCard, GameCardSkeleton } from "../game-card/index.ts";
import { CardRow } from "./card-row.tsx";

const art = (hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 400"><rect width="300" height="400" fill="hsl(${hue} 70% 40%)"/></svg>`,
  )}`;

const meta = {
  title: "Lobby/CardRow",
  component: CardRow,
  args: { title: "Similar games" },
} satisfies Meta<typeof CardRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <CardRow {...args}>
      {Array.from({ length: 10 }, (_, i) => (
        <li key={i}>
          <GameCard
            name={`Game ${i + 1}`}
            provider="Pixel Forge"
            imageSrc={art(i * 36)}
            unavailableLabels={{
              LOCATION_BLOCKED: "Not available in your location",
              HIDDEN_WHEN_BONUS: "Not available while a bonus is active",
              INACTIVE: "Not available to play",
            }}
            playLabel="Play"
            onPlay={() => {}}
          />
        </li>
      ))}
    </CardRow>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("region", { name: "Similar games" })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { loading: true },
  render: (args) => (
    <CardRow {...args}>
      {Array.from({ length: 8 }, (_, i) => (
        <li key={i}>
          <GameCardSkeleton />
        </li>
      ))}
    </CardRow>
  ),
};
