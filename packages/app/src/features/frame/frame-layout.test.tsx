import { screen } from "@testing-library/react";
import { renderApp } from "../../testing/render-app.tsx";

describe("frame layouts", () => {
  // jsdom applies no media queries: the side menu is in the document but hidden (phone width), so
  // it has no accessible name there.
  it("the web frame has the desktop side menu", async () => {
    await renderApp("/");
    expect(await screen.findByRole("heading", { level: 1, name: "Lobby" })).toBeInTheDocument();
    expect(screen.getByRole("complementary", { hidden: true })).toBeInTheDocument();
  });

  it("the mini-app frame has the bottom bar and no side menu", async () => {
    await renderApp("/", { app: { layout: "mini-app" } });
    expect(await screen.findByRole("heading", { level: 1, name: "Lobby" })).toBeInTheDocument();
    expect(screen.queryByRole("complementary", { hidden: true })).not.toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Quick navigation" })).toBeInTheDocument();
    expect(screen.getByRole("main")).toHaveAttribute("id", "main");
  });
});
