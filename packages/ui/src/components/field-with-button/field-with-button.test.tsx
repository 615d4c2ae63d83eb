import { fireEvent, screen } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { darkTheme } from "../../theme/theme.ts";
import { FieldWithButton } from "./field-with-button.tsx";

describe("FieldWithButton", () => {
  it("puts the field and its button on one row whose bottoms line up", () => {
    renderWithTheme(
      <FieldWithButton data-testid="row">
        <input aria-label="Bet id" />
        <button type="button">Load bet</button>
      </FieldWithButton>,
    );
    expect(screen.getByTestId("row")).toHaveStyle({
      display: "grid",
      alignItems: "end",
      gap: darkTheme.space.sm,
    });
  });

  it("is a form named by its label when drawn as one, and its button submits it", () => {
    const submit = jest.fn((e: { preventDefault: () => void }) => e.preventDefault());
    renderWithTheme(
      <FieldWithButton as="form" aria-label="Client seed" onSubmit={submit}>
        <input aria-label="Seed" />
        <button type="submit">Change</button>
      </FieldWithButton>,
    );
    expect(screen.getByRole("form", { name: "Client seed" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Change" }));
    expect(submit).toHaveBeenCalledTimes(1);
  });
});
