import { act, fireEvent, screen, within } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { GameGrid, type GameGridProps } from "./game-grid.tsx";
import { gameGridColumns, remToPx } from "./use-element-width.ts";

interface Game {
  id: number;
  name: string;
}

const games = (count: number): Game[] =>
  Array.from({ length: count }, (_, i) => ({ id: i + 1, name: `Game ${i + 1}` }));

// jsdom has no layout: give every element a box so the virtualizer has a viewport.
let boxWidth = 800;
const boxHeight = 600;
beforeAll(() => {
  // jsdom does not implement window scrolling, which the window virtualizer calls.
  jest.spyOn(window, "scrollTo").mockImplementation(() => undefined);
  jest.spyOn(HTMLElement.prototype, "clientWidth", "get").mockImplementation(() => boxWidth);
  jest.spyOn(HTMLElement.prototype, "clientHeight", "get").mockImplementation(() => boxHeight);
});
afterAll(() => jest.restoreAllMocks());
beforeEach(() => {
  boxWidth = 800;
});

/** The grid of the tests: 5,000 games as buttons in a scrolling element; `props` override. */
function grid(props: Partial<GameGridProps<Game>> = {}) {
  return (
    <GameGrid<Game>
      items={games(5000)}
      getKey={(game) => game.id}
      renderItem={(game) => <button type="button">{game.name}</button>}
      label="Slots"
      scroll="element"
      {...props}
    />
  );
}

const renderGrid = (props: Partial<GameGridProps<Game>> = {}) => renderWithTheme(grid(props));

const scroller = () => screen.getByRole("list", { name: "Slots" }).parentElement as HTMLElement;

describe("GameGrid", () => {
  it("keeps only a window of 5,000 games in the DOM", () => {
    renderGrid();
    const cells = within(screen.getByRole("list", { name: "Slots" })).getAllByRole("listitem");
    expect(cells.length).toBeGreaterThan(0);
    expect(cells.length).toBeLessThan(60);
    expect(screen.getByRole("button", { name: "Game 1" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Game 5000" })).not.toBeInTheDocument();
    expect(cells[0]).toHaveAttribute("aria-setsize", "5000");
    expect(cells[0]).toHaveAttribute("aria-posinset", "1");
  });

  it.each([
    [800, 5],
    [358, 3],
    [320, 2],
  ])("at %i px lays out %i columns", (width, columns) => {
    boxWidth = width;
    renderGrid();
    const firstRow = screen
      .getByRole("button", { name: "Game 1" })
      .closest("[data-index]") as HTMLElement;
    expect(within(firstRow).getAllByRole("listitem")).toHaveLength(columns);
    const secondRow = screen
      .getByRole("button", { name: `Game ${columns + 1}` })
      .closest("[data-index]");
    expect(secondRow).toHaveAttribute("data-index", "1");
  });

  it("measures its width when the games arrive after an empty first render", () => {
    boxWidth = 1070;
    const { rerender } = renderGrid({ items: [], empty: <p>No games yet</p> });
    expect(screen.getByText("No games yet")).toBeInTheDocument();
    rerender(grid({ items: games(40) }));
    const firstRow = screen
      .getByRole("button", { name: "Game 1" })
      .closest("[data-index]") as HTMLElement;
    // 1070 px: 7 tiles a row, not the 2 of an unmeasured grid.
    expect(within(firstRow).getAllByRole("listitem")).toHaveLength(7);
  });

  it("renders the rows in view after scrolling and drops the ones above", () => {
    renderGrid();
    const element = scroller();
    act(() => {
      element.scrollTop = 250 * 500; // about row 500 (item ~2500)
      fireEvent.scroll(element);
    });
    const cells = screen.getAllByRole("listitem");
    const positions = cells.map((cell) => Number(cell.getAttribute("aria-posinset")));
    expect(Math.min(...positions)).toBeGreaterThan(2000);
    expect(Math.max(...positions)).toBeLessThan(3000);
    expect(cells.length).toBeLessThan(60);
    expect(screen.queryByRole("button", { name: "Game 1" })).not.toBeInTheDocument();
  });

  it("asks for the next page once when the end comes into view", () => {
    const onEndReached = jest.fn();
    const { rerender } = renderGrid({ items: games(100), onEndReached });
    expect(onEndReached).not.toHaveBeenCalled();
    const element = scroller();
    act(() => {
      element.scrollTop = 100_000;
      fireEvent.scroll(element);
    });
    expect(onEndReached).toHaveBeenCalledTimes(1);
    act(() => {
      fireEvent.scroll(element);
    });
    expect(onEndReached).toHaveBeenCalledTimes(1);
    rerender(grid({ items: games(100), onEndReached, hasMore: false }));
    expect(onEndReached).toHaveBeenCalledTimes(1);
  });

  it("asks for the next page two screenfuls before the end, not at the bottom", () => {
    // 60 games in 5 columns: 12 rows of about 264 px; the scroll area is 600 px high.
    const onEndReached = jest.fn();
    renderGrid({ items: games(60), onEndReached });
    expect(onEndReached).not.toHaveBeenCalled();
    const element = scroller();
    act(() => {
      element.scrollTop = 300; // rows 1-3 in view, 8 more below: far from the bottom
      fireEvent.scroll(element);
    });
    expect(onEndReached).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("button", { name: "Game 60" })).not.toBeInTheDocument();
  });

  it("shows a named spinner while loading more and the empty content without games", () => {
    const { rerender } = renderGrid({
      items: games(10),
      loadingMore: true,
      loadingLabel: "Loading more games",
    });
    expect(screen.getByRole("status", { name: "Loading more games" })).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Slots" })).toHaveAttribute("aria-busy", "true");
    rerender(grid({ items: [], scroll: undefined, empty: <p>No games found</p> }));
    expect(screen.getByText("No games found")).toBeInTheDocument();
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });

  it("virtualises against the window by default", () => {
    renderGrid({ scroll: undefined });
    const cells = screen.getAllByRole("listitem");
    expect(cells.length).toBeGreaterThan(0);
    expect(cells.length).toBeLessThan(80);
  });
});

it("fills a placeholder row while loading", () => {
  renderGrid({
    items: games(10),
    loadingMore: true,
    renderPlaceholder: () => <span data-testid="placeholder" />,
  });
  // 800 px: 5 columns, so one row of 5 placeholders.
  expect(screen.getAllByTestId("placeholder")).toHaveLength(5);
});

describe("column maths", () => {
  // The page's content width at each screen width: 16 px padding on phones, 24 px from 768 px,
  // the side menu (15.5 rem) beside it from 1024 px, at most 100 rem.
  it.each([
    [320, 288, 2],
    [390, 358, 3],
    [430, 398, 3],
    [768, 720, 5],
    [1366, 1070, 7],
    [1920, 1600, 8],
  ])("gives a %i px screen's game grid (%i px) %i tiles a row", (_screen, width, columns) => {
    expect(gameGridColumns(width, 12)).toBe(columns);
  });

  it("keeps every tile between 104 and 200 px wide from a 390 px phone to a 1920 px desktop", () => {
    for (let width = 358; width <= 1600; width += 1) {
      const columns = gameGridColumns(width, 12);
      const tile = (width - 12 * (columns - 1)) / columns;
      expect([width, tile >= 104 && tile <= 200]).toEqual([width, true]);
    }
  });

  it("converts rem tokens to pixels", () => {
    expect(remToPx("0.75rem")).toBe(12);
    expect(remToPx("8px")).toBe(8);
  });
});
