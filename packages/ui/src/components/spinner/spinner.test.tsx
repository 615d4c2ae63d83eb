import { screen } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { Spinner } from "./spinner.tsx";

describe("Spinner", () => {
  it("is a status named by its label", () => {
    renderWithTheme(<Spinner label="Loading games" />);
    expect(screen.getByRole("status", { name: "Loading games" })).toBeInTheDocument();
  });
});
