import { screen } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { darkTheme } from "../../theme/theme.ts";
import { InlineError } from "./inline-error.tsx";

describe("InlineError", () => {
  it("announces the failure as an alert, in the critical colour", () => {
    renderWithTheme(<InlineError>Wrong password.</InlineError>);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Wrong password.");
    expect(alert).toHaveStyle({ color: darkTheme.colors.danger });
  });

  it("draws nothing without a failure", () => {
    const { container, rerender } = renderWithTheme(<InlineError>{null}</InlineError>);
    expect(container).toBeEmptyDOMElement();
    rerender(<InlineError>{""}</InlineError>);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("describes the control it belongs to", () => {
    renderWithTheme(
      <>
        <input aria-label="Code" aria-describedby="code-error" />
        <InlineError id="code-error">The code has expired.</InlineError>
      </>,
    );
    expect(screen.getByRole("textbox", { name: "Code" })).toHaveAccessibleDescription(
      "The code has expired.",
    );
  });
});
