import { screen, within } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { GameRail } from "./game-rail.tsx";

const items = ["Candy Cascade", "Tome of Shadows"].map((name) => ({
  key: name,
  content: <a href={`/play-game/${name}`}>{name}</a>,
}));

describe("GameRail", () => {
  it("is a labelled region with a list of games and a see-all link", () => {
    const onNavigate = jest.fn();
    renderWithTheme(
      <GameRail
        title="Popular"
        items={items}
        href="/categories/popular"
        seeAllLabel="See all 120"
        onNavigate={onNavigate}
        scrollBackLabel="Scroll back"
        scrollForwardLabel="Scroll forward"
      />,
    );
    const region = screen.getByRole("region", { name: "Popular" });
    expect(within(region).getByRole("heading", { level: 2, name: "Popular" })).toBeVisible();
    const list = within(region).getByRole("list", { name: "Popular" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    screen.getByRole("link", { name: "See all 120" }).click();
    expect(onNavigate).toHaveBeenCalledWith("/categories/popular");
  });

  it("shows hidden placeholders and is busy while loading", () => {
    renderWithTheme(
      <GameRail
        title="New releases"
        items={[]}
        loading
        placeholderCount={3}
        scrollBackLabel="Scroll back"
        scrollForwardLabel="Scroll forward"
      />,
    );
    const region = screen.getByRole("region", { name: "New releases" });
    expect(region).toHaveAttribute("aria-busy", "true");
    expect(region.querySelectorAll('[data-skeleton="game-card"]')).toHaveLength(3);
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });
});
