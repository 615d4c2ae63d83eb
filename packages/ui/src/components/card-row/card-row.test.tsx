import { screen, within } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { CardRow } from "./card-row.tsx";

describe("CardRow", () => {
  it("is a region named by its level 2 heading, its cards list items", () => {
    renderWithTheme(
      <CardRow title="Similar games" headingId="similar-games">
        <li>Star Joker</li>
        <li>Starfall</li>
      </CardRow>,
    );
    const region = screen.getByRole("region", { name: "Similar games" });
    expect(within(region).getByRole("heading", { level: 2 })).toHaveAttribute(
      "id",
      "similar-games",
    );
    expect(within(region).getAllByRole("listitem")).toHaveLength(2);
    expect(region).not.toHaveAttribute("aria-busy");
  });

  it("is busy while loading, its placeholders hidden from assistive technology", () => {
    renderWithTheme(
      <CardRow title="Similar games" loading>
        <li>placeholder</li>
      </CardRow>,
    );
    const region = screen.getByRole("region", { name: "Similar games" });
    expect(region).toHaveAttribute("aria-busy", "true");
    expect(within(region).queryByRole("list")).not.toBeInTheDocument();
  });
});
