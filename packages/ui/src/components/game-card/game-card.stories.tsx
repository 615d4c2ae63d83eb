import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import styled from "styled-components";
import { fn } from "storybook/test";
import { Link } from "../link/index.ts";
import { GameCard } from "./game-card.tsx";
import { GameCardSkeleton } from "./game-card-skeleton.tsx";
import { gameThumbnail, unavailableLabels } from "./game-card.stories-data.ts";
import { framed } from "../../test/story-frame.tsx";

const Ribbon = styled.span`
  padding-inline: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  font-size: ${({ theme }) => theme.typography.fontSizes.xs};
  font-weight: ${({ theme }) => theme.typography.fontWeights.bold};
`;

const meta = {
  title: "Games/GameCard",
  component: GameCard,
  args: {
    name: "Gates of Aetheria",
    provider: "Copperleaf Gaming",
    imageSrc: gameThumbnail("Gates of Aetheria", 265),
    unavailableLabels,
    playLabel: "Play",
    onPlay: fn(),
    favouriteLabel: "Favourite",
    onToggleFavourite: fn(),
  },
  argTypes: {
    availability: {
      control: "select",
      options: ["CAN_PLAY", "LOCATION_BLOCKED", "HIDDEN_WHEN_BONUS", "INACTIVE"],
    },
  },
  decorators: [framed({ inlineSize: "11rem" })],
} satisfies Meta<typeof GameCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CanPlay: Story = {};
export const Favourite: Story = { args: { favourite: true } };
export const Guest: Story = { args: { favouriteLabel: undefined, onToggleFavourite: undefined } };
export const WithBadges: Story = { args: { badges: <Ribbon>New</Ribbon> } };
export const NoImage: Story = {
  args: { imageSrc: null, name: "Plinko Neon", provider: "In-house Originals" },
};
export const LocationBlocked: Story = {
  args: {
    availability: "LOCATION_BLOCKED",
    unavailableAction: (
      <Link href="/page-detail/vpn-instruction" variant="standalone">
        Learn more
      </Link>
    ),
  },
};
export const HiddenWhileBonus: Story = { args: { availability: "HIDDEN_WHEN_BONUS" } };
export const Inactive: Story = { args: { availability: "INACTIVE" } };
export const LongName: Story = {
  args: {
    name: "Outlaw Bounty: Deadwood Ultraways Edition",
    provider: "Nebula Forge",
  },
};
export const ToggleFavourite: Story = {
  render: function Render(args) {
    const [favourite, setFavourite] = useState(false);
    return <GameCard {...args} favourite={favourite} onToggleFavourite={setFavourite} />;
  },
};
export const Loading: Story = { render: () => <GameCardSkeleton /> };
export const LinkedTile: Story = {
  args: { href: "/play-game/gates-of-aetheria", onPlay: undefined, onNavigate: fn() },
};
export const FavouriteBesideName: Story = {
  args: { favouritePlacement: "footer", favourite: true },
};
