import { screen } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { CloseIcon, SearchIcon } from "./icons.tsx";

describe("icons", () => {
  it("are hidden from assistive technology without a title", () => {
    const { container } = renderWithTheme(<SearchIcon />);
    const svg = container.querySelector("svg");
    expect(svg).toHaveAttribute("aria-hidden", "true");
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
  });

  it("are named images with a title", () => {
    renderWithTheme(<CloseIcon title="Close" />);
    expect(screen.getByRole("img", { name: "Close" })).toBeInTheDocument();
  });

  it("take their size from the size tokens", () => {
    const { container } = renderWithTheme(<CloseIcon size="iconLg" />);
    expect(container.querySelector("svg")).toHaveAttribute("width", "1.5rem");
  });
});
