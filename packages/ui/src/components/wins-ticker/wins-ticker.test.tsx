import { screen, within } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { WinsTicker } from "./wins-ticker.tsx";

const win = {
  id: "1",
  gameName: "Candy Cascade",
  href: "/play-game/candy-cascade",
  player: "alice",
  amount: "$125.00",
  multiplier: "×25",
};

describe("WinsTicker", () => {
  it("lists wins as links to their games", () => {
    const onNavigate = jest.fn();
    renderWithTheme(
      <WinsTicker title="Live wins" items={[win]} emptyLabel="None yet" onNavigate={onNavigate} />,
    );
    const list = screen.getByRole("list", { name: "Live wins" });
    const link = within(list).getByRole("link", { name: /Candy Cascade/ });
    expect(link).toHaveTextContent("alice");
    expect(link).toHaveTextContent("$125.00");
    link.click();
    expect(onNavigate).toHaveBeenCalledWith("/play-game/candy-cascade");
  });

  it("says so when there are no wins, and is busy while loading", () => {
    const { rerender } = renderWithTheme(
      <WinsTicker title="Live wins" items={[]} emptyLabel="None yet" />,
    );
    expect(screen.getByText("None yet")).toBeVisible();
    rerender(<WinsTicker title="Live wins" items={[]} loading emptyLabel="None yet" />);
    expect(screen.getByRole("region", { name: "Live wins" })).toHaveAttribute("aria-busy", "true");
  });
});
