import { screen } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { darkTheme } from "../../theme/theme.ts";
import { StagePlaceholder } from "./stage-placeholder.tsx";

describe("StagePlaceholder", () => {
  it("keeps a stage's height and centres what stands in for the game", () => {
    renderWithTheme(
      <StagePlaceholder aria-label="Game" data-testid="stage">
        <h2>This game does not exist.</h2>
      </StagePlaceholder>,
    );
    const stage = screen.getByRole("region", { name: "Game" });
    expect(stage).toHaveStyle({
      display: "grid",
      placeItems: "center",
      minBlockSize: darkTheme.sizes.stageMin,
    });
    expect(screen.getByRole("heading", { name: "This game does not exist." })).toBeInTheDocument();
  });
});
