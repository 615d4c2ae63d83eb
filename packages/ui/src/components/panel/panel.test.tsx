import { screen } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { darkTheme } from "../../theme/theme.ts";
import { Panel } from "./panel.tsx";

describe("Panel", () => {
  it("is a region named by its title", () => {
    renderWithTheme(
      <Panel title="Two-factor authentication">
        <p>Protect your account.</p>
      </Panel>,
    );
    const region = screen.getByRole("region", { name: "Two-factor authentication" });
    expect(region).toContainElement(
      screen.getByRole("heading", { level: 2, name: "Two-factor authentication" }),
    );
  });

  it("is no landmark when asked: the title stays a heading and names nothing", () => {
    renderWithTheme(
      <Panel title="New password" landmark={false}>
        <label>
          New password <input type="password" />
        </label>
      </Panel>,
    );
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "New password" })).toBeInTheDocument();
    expect(screen.getAllByLabelText("New password")).toHaveLength(1);
  });

  it("draws the one bordered surface from the theme", () => {
    renderWithTheme(<Panel aria-label="Prize" padding="md" />);
    expect(screen.getByRole("region", { name: "Prize" })).toHaveStyle({
      padding: darkTheme.space.md,
      borderRadius: darkTheme.radii.lg,
      background: darkTheme.colors.surface,
    });
  });

  it("keeps a name it is given and the heading level it is asked for", () => {
    renderWithTheme(<Panel title="Sign in" headingLevel={1} aria-label="Sign-in form" />);
    expect(screen.getByRole("region", { name: "Sign-in form" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Sign in" })).toBeInTheDocument();
  });

  it("can be an item of a list", () => {
    renderWithTheme(
      <ul>
        <Panel as="li">First prize</Panel>
      </ul>,
    );
    expect(screen.getByRole("listitem")).toHaveTextContent("First prize");
  });

  it("draws a warning border around a part the player must not miss, keeping its name", () => {
    renderWithTheme(
      <Panel tone="warning" title="Destination tag required" headingLevel={3}>
        Send the tag with your deposit.
      </Panel>,
    );
    expect(screen.getByRole("region", { name: "Destination tag required" })).toHaveStyle({
      borderColor: darkTheme.colors.warning,
    });
  });
});
