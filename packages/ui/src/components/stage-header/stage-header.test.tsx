import { screen, within } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { StageHeader } from "./stage-header.tsx";

const shortcuts = {
  id: "shortcuts",
  label: "Keyboard shortcuts",
  items: [
    { key: "space", keyLabel: "Space", label: "Bet" },
    { key: "s", keyLabel: "S", label: "Halve the stake" },
  ],
};

describe("StageHeader", () => {
  it("titles the page with a level 1 heading carrying the given id", () => {
    renderWithTheme(<StageHeader title="dice" titleId="original-title" />);
    expect(screen.getByRole("heading", { level: 1, name: "dice" })).toHaveAttribute(
      "id",
      "original-title",
    );
  });

  it("shows the tools, the wide-screen tools and the end tools on the title's row, in order", () => {
    renderWithTheme(
      <StageHeader
        title="dice"
        tools={<button type="button">Sound on</button>}
        wideTools={<button type="button">Keyboard shortcuts</button>}
        endTools={<button type="button">Fairness</button>}
      />,
    );
    expect(screen.getAllByRole("button").map((b) => b.textContent)).toEqual([
      "Sound on",
      "Keyboard shortcuts",
      "Fairness",
    ]);
    expect(screen.getByRole("button", { name: "Sound on" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Keyboard shortcuts" })).toBeInTheDocument();
  });

  it("lists the shortcuts as terms and descriptions, named by their label", () => {
    renderWithTheme(<StageHeader title="dice" shortcuts={shortcuts} />);
    const list = screen.getByLabelText("Keyboard shortcuts");
    expect(list.tagName).toBe("DL");
    expect(list).toHaveAttribute("id", "shortcuts");
    expect(
      within(list)
        .getAllByRole("term")
        .map((t) => t.textContent),
    ).toEqual(["Space", "S"]);
    expect(
      within(list)
        .getAllByRole("definition")
        .map((d) => d.textContent),
    ).toEqual(["Bet", "Halve the stake"]);
  });

  it("draws no list without shortcuts", () => {
    renderWithTheme(<StageHeader title="dice" />);
    expect(screen.queryByLabelText("Keyboard shortcuts")).not.toBeInTheDocument();
  });
});
