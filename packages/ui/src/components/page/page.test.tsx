import { screen } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { darkTheme } from "../../theme/theme.ts";
import { Page } from "./page.tsx";

describe("Page", () => {
  it("titles the screen with its one h1", () => {
    renderWithTheme(
      <Page title="Inbox">
        <p>No messages.</p>
      </Page>,
    );
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 1, name: "Inbox" })).toBeInTheDocument();
  });

  it("puts its actions on the title's row", () => {
    renderWithTheme(<Page title="Support" actions={<button type="button">New ticket</button>} />);
    const heading = screen.getByRole("heading", { name: "Support" });
    expect(heading.parentElement).toContainElement(
      screen.getByRole("button", { name: "New ticket" }),
    );
  });

  it("grows no wider than its column width from the theme", () => {
    renderWithTheme(<Page width="narrow" aria-busy="true" data-testid="page" />);
    expect(screen.getByTestId("page")).toHaveStyle({
      maxInlineSize: darkTheme.sizes.columnNarrow,
      gap: darkTheme.space.lg,
    });
  });

  it("is centred in a wider space when asked to", () => {
    renderWithTheme(<Page centred data-testid="page" />);
    expect(screen.getByTestId("page")).toHaveStyle({ marginInline: "auto" });
  });
});
