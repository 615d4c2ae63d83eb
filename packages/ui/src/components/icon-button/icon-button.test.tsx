import { screen } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { CloseIcon } from "../icons/index.ts";
import { IconButton } from "./icon-button.tsx";

describe("IconButton", () => {
  it("is named by its label and the icon stays decorative", async () => {
    const onClick = jest.fn();
    const { user } = renderWithTheme(
      <IconButton label="Close menu" onClick={onClick}>
        <CloseIcon />
      </IconButton>,
    );
    const button = screen.getByRole("button", { name: "Close menu" });
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("passes aria state through (toggle buttons)", () => {
    renderWithTheme(
      <IconButton label="Favourite" aria-pressed>
        <CloseIcon />
      </IconButton>,
    );
    expect(screen.getByRole("button", { name: "Favourite", pressed: true })).toBeInTheDocument();
  });
});
