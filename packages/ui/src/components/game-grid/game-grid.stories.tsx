import type { Meta, StoryObj } from "@storybook/react-vite";
import { useCallback, useRef, useState } from "react";
import styled from "styled-components";
import { expect, fn, waitFor, within } from "storybook/test";
import { GameCard, GameCardSkeleton } from "../game-card/index.ts";
import {
  sampleGameCard,
  sampleGames,
  type SampleGame,
} from "../game-card/game-card.stories-data.ts";
import { GameGrid, type GameGridProps } from "./game-grid.tsx";

const EmptyStateText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
  padding: ${({ theme }) => theme.space.xl};
`;

const fiveThousand = sampleGames(5000);

const renderCard = (game: SampleGame) => (
  <GameCard
    {...sampleGameCard(game)}
    availability={game.id % 23 === 0 ? "LOCATION_BLOCKED" : "CAN_PLAY"}
    onPlay={fn()}
    favourite={game.id % 7 === 0}
    onToggleFavourite={fn()}
  />
);

const meta = {
  title: "Games/GameGrid",
  component: GameGrid<SampleGame>,
  args: {
    items: fiveThousand,
    getKey: (game: SampleGame) => game.id,
    renderItem: renderCard,
    label: "Slots",
    scroll: "element",
    height: "36rem",
  },
  argTypes: {
    items: { control: false },
    getKey: { control: false },
    renderItem: { control: false },
  },
} satisfies Meta<GameGridProps<SampleGame>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 5,000 games: only the rows in view are rendered, so scrolling stays smooth. */
export const FiveThousandGames: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole("list", { name: "Slots" });
    await waitFor(() => expect(within(list).getAllByRole("listitem").length).toBeGreaterThan(0));
    expect(within(list).getAllByRole("listitem").length).toBeLessThan(100);
    const scroller = list.parentElement as HTMLElement;
    scroller.scrollTop = scroller.scrollHeight / 2;
    await waitFor(() => {
      const positions = within(list)
        .getAllByRole("listitem")
        .map((item) => Number(item.getAttribute("aria-posinset")));
      expect(Math.min(...positions)).toBeGreaterThan(2000);
    });
    expect(within(list).getAllByRole("listitem").length).toBeLessThan(100);
    scroller.scrollTop = 0;
  },
};

/** The lobby's layout: the page scrolls. Opened on its own (not in the docs page, which would grow to 5,000 games). */
export const WindowScrolling: Story = {
  tags: ["!autodocs"],
  args: { scroll: "window" },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole("list", { name: "Slots" });
    await waitFor(() => expect(within(list).getAllByRole("listitem").length).toBeGreaterThan(0));
    expect(within(list).getAllByRole("listitem").length).toBeLessThan(150);
    const view = canvasElement.ownerDocument.defaultView as Window;
    view.scrollTo(0, canvasElement.ownerDocument.documentElement.scrollHeight / 2);
    await waitFor(() => {
      const positions = within(list)
        .getAllByRole("listitem")
        .map((item) => Number(item.getAttribute("aria-posinset")));
      expect(Math.min(...positions)).toBeGreaterThan(2000);
    });
    view.scrollTo(0, 0);
  },
};

export const NarrowMobile: Story = {
  args: { items: fiveThousand.slice(0, 300) },
  globals: { viewport: { value: "mobile", isRotated: false } },
};

/** Infinite paging: `onEndReached` loads 60 more games (simulated 600 ms request) until 600. */
export const Paging: Story = {
  render: function Render(args) {
    const [items, setItems] = useState(() => fiveThousand.slice(0, 60));
    const [loading, setLoading] = useState(false);
    const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
    const loadMore = useCallback(() => {
      setLoading(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        setItems((current) => fiveThousand.slice(0, current.length + 60));
        setLoading(false);
      }, 600);
    }, []);
    return (
      <GameGrid<SampleGame>
        {...args}
        items={items}
        onEndReached={loadMore}
        hasMore={items.length < 600}
        loadingMore={loading}
        loadingLabel="Loading more games"
        renderPlaceholder={() => <GameCardSkeleton />}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole("list", { name: "Slots" });
    const setSize = () =>
      Number(within(list).getAllByRole("listitem")[0]?.getAttribute("aria-setsize"));
    // The first page (a short viewport may already have asked for the next one).
    await waitFor(() => expect(setSize()).toBeGreaterThanOrEqual(60));
    await waitFor(() => expect(list).not.toHaveAttribute("aria-busy"));
    const before = setSize();
    const scroller = list.parentElement as HTMLElement;
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(setSize()).toBe(before + 60), { timeout: 3000 });
    scroller.scrollTop = 0;
  },
};

export const LoadingFirstPage: Story = {
  args: {
    items: [],
    loadingMore: true,
    loadingLabel: "Loading games",
    renderPlaceholder: () => <GameCardSkeleton />,
  },
};
export const Empty: Story = {
  args: { items: [], empty: <EmptyStateText>No games match your search.</EmptyStateText> },
};
