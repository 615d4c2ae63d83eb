import { screen } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { FullScreen } from "./full-screen.tsx";

describe("FullScreen", () => {
  it("is the page's main landmark when drawn as one", () => {
    renderWithTheme(
      <FullScreen as="main" id="main">
        Sign in
      </FullScreen>,
    );
    expect(screen.getByRole("main")).toHaveTextContent("Sign in");
  });

  it("covers the screen as a blocking dialog, keeping its role and names", () => {
    renderWithTheme(
      <FullScreen overlay role="alertdialog" aria-modal="true" aria-label="Can't reach the server">
        Retry
      </FullScreen>,
    );
    expect(screen.getByRole("alertdialog", { name: "Can't reach the server" })).toHaveStyle({
      position: "fixed",
    });
  });
});
