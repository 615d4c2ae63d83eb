import { screen, waitFor } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { StatefulGameStage } from "./game-stage.stories-data.tsx";

function setPhone(phone: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: phone,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

describe("GameStage", () => {
  afterEach(() => setPhone(false));

  it("shows the game in a titled frame with a theatre toggle", async () => {
    setPhone(false);
    const { user } = renderWithTheme(<StatefulGameStage src="https://games.example/play" />);
    expect(screen.getByRole("heading", { level: 1, name: "Fruit Fiesta" })).toBeInTheDocument();
    expect(screen.getByTitle("Fruit Fiesta")).toHaveAttribute("src", "https://games.example/play");
    const theatre = screen.getByRole("button", { name: "Theatre mode" });
    expect(theatre).toHaveAttribute("aria-pressed", "false");
    await user.click(theatre);
    expect(theatre).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "Fullscreen" })).toBeInTheDocument();
  });

  it("announces loading, and shows a notice instead of the game", () => {
    setPhone(false);
    const { rerender } = renderWithTheme(<StatefulGameStage src={null} />);
    expect(screen.getByRole("status", { name: "Loading game" })).toBeInTheDocument();
    rerender(<StatefulGameStage src={null} notice="Not available in your location" />);
    expect(screen.getByText("Not available in your location")).toBeInTheDocument();
    expect(screen.queryByTitle("Fruit Fiesta")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Fullscreen" })).not.toBeInTheDocument();
  });

  it("on phones opens the game over the whole screen and closes it with its control or Escape", async () => {
    setPhone(true);
    const { user } = renderWithTheme(<StatefulGameStage src="https://games.example/play" />);
    expect(screen.queryByTitle("Fruit Fiesta")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Play" }));
    const overlay = screen.getByRole("dialog", { name: "Fruit Fiesta" });
    expect(overlay).toHaveAttribute("aria-modal", "true");
    expect(screen.getByTitle("Fruit Fiesta")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Close game" })).toHaveFocus());
    await user.click(screen.getByRole("button", { name: "Close game" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Play" })).toHaveFocus());
    await user.click(screen.getByRole("button", { name: "Play" }));
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
