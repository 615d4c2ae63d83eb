import { screen } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { darkTheme } from "../../theme/theme.ts";
import { Inline } from "./inline.tsx";

describe("Inline", () => {
  it("lays its children out in a wrapping row, centred across it", () => {
    renderWithTheme(<Inline gap="sm" data-testid="row" />);
    expect(screen.getByTestId("row")).toHaveStyle({
      display: "flex",
      flexWrap: "wrap",
      alignItems: "center",
      gap: darkTheme.space.sm,
    });
  });

  it("spreads its children to both ends and can keep them on one line", () => {
    renderWithTheme(<Inline justify="between" wrap={false} align="baseline" data-testid="row" />);
    expect(screen.getByTestId("row")).toHaveStyle({
      justifyContent: "space-between",
      flexWrap: "nowrap",
      alignItems: "baseline",
    });
  });

  it("can be a list of actions", () => {
    renderWithTheme(
      <Inline as="ul" aria-label="Actions">
        <li>
          <button type="button">Save</button>
        </li>
      </Inline>,
    );
    expect(screen.getByRole("list", { name: "Actions" })).toContainElement(
      screen.getByRole("button", { name: "Save" }),
    );
  });
});
