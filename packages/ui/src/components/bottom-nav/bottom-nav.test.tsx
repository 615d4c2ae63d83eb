import { screen, within } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { BottomNav, type BottomNavItem } from "./bottom-nav.tsx";

const Icon = () => <svg />;

function items(onMenu = jest.fn()): BottomNavItem[] {
  return [
    { id: "menu", label: "Menu", icon: <Icon />, onSelect: onMenu, expanded: false },
    { id: "lobby", label: "Lobby", href: "/", icon: <Icon /> },
    { id: "live", label: "Live", href: "/live-casino", icon: <Icon /> },
    { id: "challenges", label: "Challenges", href: "/challenges", icon: <Icon />, count: 3 },
    { id: "favorite", label: "Favourites", href: "/favorite", icon: <Icon /> },
  ];
}

describe("BottomNav", () => {
  it("is a named navigation with the current item marked", () => {
    renderWithTheme(<BottomNav label="Quick navigation" items={items()} currentId="live" inline />);
    const nav = screen.getByRole("navigation", { name: "Quick navigation" });
    expect(within(nav).getAllByRole("listitem")).toHaveLength(5);
    expect(screen.getByRole("link", { name: "Live" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Lobby" })).not.toHaveAttribute("aria-current");
    expect(screen.getByRole("link", { name: "Challenges (3)" })).toBeInTheDocument();
  });

  it("routes links and runs action items", async () => {
    const onNavigate = jest.fn();
    const onMenu = jest.fn();
    const { user } = renderWithTheme(
      <BottomNav
        label="Quick navigation"
        items={items(onMenu)}
        onNavigate={onNavigate}
        variant="miniApp"
      />,
    );
    await user.click(screen.getByRole("link", { name: "Favourites" }));
    expect(onNavigate).toHaveBeenCalledWith("/favorite");
    const menu = screen.getByRole("button", { name: "Menu" });
    expect(menu).toHaveAttribute("aria-expanded", "false");
    await user.click(menu);
    expect(onMenu).toHaveBeenCalled();
  });
});
