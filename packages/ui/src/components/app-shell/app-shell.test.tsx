import { screen } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { AppShell } from "./app-shell.tsx";

const frame = {
  header: <header>Header</header>,
  sideMenu: <nav aria-label="Main">Menu</nav>,
  sideMenuLabel: "Main menu",
  footer: <footer>Footer</footer>,
  bottomNav: <nav aria-label="Quick navigation">Bar</nav>,
};

describe("AppShell", () => {
  it("lays out the web frame's landmarks around the page", () => {
    renderWithTheme(
      <AppShell {...frame}>
        <h1>Lobby</h1>
      </AppShell>,
    );
    expect(screen.getByRole("banner")).toBeInTheDocument();
    // jsdom applies no media queries: the side column is there but hidden (phone width).
    expect(screen.getByRole("complementary", { hidden: true })).toHaveAttribute(
      "aria-label",
      "Main menu",
    );
    expect(screen.getByRole("main")).toHaveAttribute("id", "main");
    expect(screen.getByRole("main")).toContainElement(
      screen.getByRole("heading", { name: "Lobby" }),
    );
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Quick navigation" })).toBeInTheDocument();
  });

  it("has no side column in the mini app", () => {
    renderWithTheme(
      <AppShell {...frame} variant="miniApp" mainId="page">
        <h1>Lobby</h1>
      </AppShell>,
    );
    expect(screen.queryByRole("complementary", { hidden: true })).not.toBeInTheDocument();
    expect(screen.getByRole("main")).toHaveAttribute("id", "page");
    expect(screen.getByRole("navigation", { name: "Quick navigation" })).toBeInTheDocument();
  });
});
