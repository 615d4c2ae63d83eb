import { screen } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { DescriptionItem, DescriptionList } from "./description-list.tsx";

describe("DescriptionList", () => {
  it("pairs each label with its value as a term and its definition", () => {
    renderWithTheme(
      <DescriptionList aria-label="Tournament facts">
        <DescriptionItem label="Prize pool">500 USDT</DescriptionItem>
        <DescriptionItem label="Players">12</DescriptionItem>
      </DescriptionList>,
    );
    const terms = screen.getAllByRole("term");
    const definitions = screen.getAllByRole("definition");
    expect(terms.map((term) => term.textContent)).toEqual(["Prize pool", "Players"]);
    expect(definitions.map((value) => value.textContent)).toEqual(["500 USDT", "12"]);
  });

  it("gives the value the attributes passed to the item", () => {
    renderWithTheme(
      <DescriptionList>
        <DescriptionItem label="Your rank" data-testid="my-rank" aria-live="polite">
          3
        </DescriptionItem>
      </DescriptionList>,
    );
    const value = screen.getByTestId("my-rank");
    expect(value).toHaveRole("definition");
    expect(value).toHaveAttribute("aria-live", "polite");
  });

  it("keeps terms and definitions when drawn as tiles", () => {
    renderWithTheme(
      <DescriptionList appearance="tiles">
        <DescriptionItem label="Friends invited">4 friends</DescriptionItem>
      </DescriptionList>,
    );
    expect(screen.getByRole("term")).toHaveTextContent("Friends invited");
    expect(screen.getByRole("definition")).toHaveTextContent("4 friends");
  });

  it("keeps terms and definitions when drawn as a summary, one fact a row", () => {
    renderWithTheme(
      <DescriptionList appearance="summary" aria-label="Withdrawal">
        <DescriptionItem label="Amount">0.1 BTC</DescriptionItem>
        <DescriptionItem label="You receive">0.0999 BTC</DescriptionItem>
      </DescriptionList>,
    );
    expect(screen.getAllByRole("term").map((term) => term.textContent)).toEqual([
      "Amount",
      "You receive",
    ]);
    expect(screen.getAllByRole("definition")[1]).toHaveStyle({ textAlign: "end" });
  });

  it("keeps a value's actions inside its definition when drawn as rows", () => {
    renderWithTheme(
      <DescriptionList appearance="rows">
        <DescriptionItem label="E-mail">
          player@example.com <button type="button">Verify</button>
        </DescriptionItem>
      </DescriptionList>,
    );
    expect(screen.getByRole("definition")).toContainElement(
      screen.getByRole("button", { name: "Verify" }),
    );
  });
});
