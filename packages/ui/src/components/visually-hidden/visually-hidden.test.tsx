import { screen } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { VisuallyHidden } from "./visually-hidden.tsx";

describe("VisuallyHidden", () => {
  it("keeps its text in the accessibility tree and names a control", () => {
    renderWithTheme(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden>Close</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole("button", { name: "Close" })).toBeInTheDocument();
  });

  it("is clipped out of view", () => {
    renderWithTheme(<VisuallyHidden>Secret</VisuallyHidden>);
    const style = getComputedStyle(screen.getByText("Secret"));
    expect(style.position).toBe("absolute");
    expect(style.overflow).toBe("hidden");
  });
});
