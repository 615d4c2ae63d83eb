import type { Meta, StoryObj } from "@storybook/react-vite";
import styled from "styled-components";
import { fn } from "storybook/test";
import { ProviderCard } from "./provider-card.tsx";
import { CardSkeleton } from "../promotion-card/index.ts";
import { framed } from "../../test/story-frame.tsx";

const logo = (text: string, colour: string) =>
  "data:image/svg+xml," +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 44"><rect width="160" height="44" rx="8" fill="${colour}"/><text x="80" y="29" font-family="Verdana" font-size="17" font-weight="bold" fill="#fff" text-anchor="middle">${text}</text></svg>`,
  );

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

const meta = {
  title: "Games/ProviderCard",
  component: ProviderCard,
  args: {
    name: "Copperleaf Gaming",
    logoSrc: logo("COPPERLEAF", "#f26522"),
    gamesLabel: "312 games",
    href: "/provider/12",
    onNavigate: fn(),
  },
  decorators: [framed({ inlineSize: "10rem" })],
} satisfies Meta<typeof ProviderCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithLogo: Story = {};
export const NameOnly: Story = {
  args: { logoSrc: null, name: "Velvet Anvil", gamesLabel: "84 games" },
};
export const BrokenLogo: Story = { args: { logoSrc: "/missing-logo.png", name: "Quartzline" } };
export const WithoutCount: Story = { args: { gamesLabel: undefined } };
export const ProviderWall: Story = {
  decorators: [],
  render: (args) => (
    <Grid>
      {[
        ["Copperleaf Gaming", "#f26522", "312 games"],
        ["Moonwell Studios", "#1f8f4e", "276 games"],
        ["Nebula Forge", "#222222", "141 games"],
        ["Stormveil Live", "#0b3d91", "198 games"],
        ["Hollow Pine Games", "#8e24aa", "61 games"],
        ["Originals", "#bb2485", "9 games"],
      ].map(([name = "", colour = "", count]) => (
        <ProviderCard
          key={name}
          {...args}
          name={name}
          logoSrc={logo(name.toUpperCase(), colour)}
          gamesLabel={count}
        />
      ))}
    </Grid>
  ),
};
export const Loading: Story = { render: () => <CardSkeleton mediaAspect={null} lines={1} /> };
