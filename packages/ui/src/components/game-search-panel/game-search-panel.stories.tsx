import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { GameSearchPanel } from "./game-search-panel.tsx";

const image = (hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="hsl(${hue} 70% 45%)"/></svg>`,
  )}`;

const meta = {
  title: "Catalogue/GameSearchPanel",
  component: GameSearchPanel,
  args: {
    label: "Game or provider name",
    value: "star",
    onValueChange: fn(),
    onActiveChange: fn(),
    onSelect: fn(),
    resultsLabel: "Search results",
    activeIndex: 0,
    results: [
      { id: 1, name: "Star Joker", provider: "Pixel Forge", image: image(280) },
      {
        id: 2,
        name: "Starfall Cascades with a very long name",
        provider: "Nova",
        image: image(30),
      },
    ],
  },
} satisfies Meta<typeof GameSearchPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      within(canvas.getByRole("listbox", { name: "Search results" })).getAllByRole("option"),
    ).toHaveLength(2);
  },
};

export const Searching: Story = { args: { results: [], busyLabel: "Searching" } };

export const NothingFound: Story = {
  args: {
    value: "zzz",
    results: [],
    notes: [{ key: "none", text: "No games found for “zzz”.", status: true }],
  },
};

export const RecentSearches: Story = {
  args: {
    value: "",
    results: [],
    recent: {
      title: "Recent searches",
      clearLabel: "Clear",
      onClear: fn(),
      items: ["star", "book of", "plinko"],
      onPick: fn(),
    },
  },
};
