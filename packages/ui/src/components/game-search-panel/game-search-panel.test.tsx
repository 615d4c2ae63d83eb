import { fireEvent, screen, within } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { GameSearchPanel, type GameSearchPanelProps } from "./game-search-panel.tsx";

const results = [
  { id: 1, name: "Star Joker", provider: "Pixel Forge", image: "/star.png" },
  { id: 2, name: "Starfall", provider: "Nova", image: "/fall.png" },
];

const props = (over: Partial<GameSearchPanelProps> = {}): GameSearchPanelProps => ({
  label: "Game or provider name",
  value: "star",
  onValueChange: jest.fn(),
  results,
  resultsLabel: "Search results",
  activeIndex: -1,
  onActiveChange: jest.fn(),
  onSelect: jest.fn(),
  ...over,
});

describe("GameSearchPanel", () => {
  it("is a combobox that controls a listbox of the games found", () => {
    renderWithTheme(<GameSearchPanel {...props({ activeIndex: 1 })} />);
    const input = screen.getByRole("combobox", { name: "Game or provider name" });
    const list = screen.getByRole("listbox", { name: "Search results" });
    expect(input).toHaveAttribute("aria-expanded", "true");
    expect(input).toHaveAttribute("aria-controls", list.id);
    const options = within(list).getAllByRole("option");
    expect(options).toHaveLength(2);
    expect(options[1]).toHaveAttribute("aria-selected", "true");
    expect(input).toHaveAttribute("aria-activedescendant", options[1]!.id);
    expect(options[0]).toHaveAccessibleName(/Star Joker/);
  });

  it("reports typing, the pointer over an option and the option chosen", () => {
    const p = props();
    renderWithTheme(<GameSearchPanel {...p} />);
    fireEvent.change(screen.getByRole("combobox"), { target: { value: "joker" } });
    expect(p.onValueChange).toHaveBeenCalledWith("joker");
    const second = screen.getByRole("option", { name: /Starfall/ });
    fireEvent.mouseEnter(second);
    expect(p.onActiveChange).toHaveBeenCalledWith(1);
    fireEvent.click(second);
    expect(p.onSelect).toHaveBeenCalledWith(results[1], 1);
  });

  it("draws no listbox without results, and announces a status note", () => {
    renderWithTheme(
      <GameSearchPanel
        {...props({
          results: [],
          notes: [{ key: "none", text: "No games found for “zzz”.", status: true }],
        })}
      />,
    );
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(screen.getByRole("combobox")).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByRole("status")).toHaveTextContent("No games found for “zzz”.");
  });

  it("points at no option while none is drawn (a highlight kept from the last results)", () => {
    renderWithTheme(<GameSearchPanel {...props({ results: [], activeIndex: 0 })} />);
    expect(screen.getByRole("combobox")).not.toHaveAttribute("aria-activedescendant");
  });

  it("names its spinner while searching", () => {
    renderWithTheme(<GameSearchPanel {...props({ busyLabel: "Searching" })} />);
    expect(screen.getByRole("status", { name: "Searching" })).toBeInTheDocument();
  });

  it("offers recent searches as buttons, and a button that clears them", () => {
    const onPick = jest.fn();
    const onClear = jest.fn();
    renderWithTheme(
      <GameSearchPanel
        {...props({
          value: "",
          results: [],
          recent: {
            title: "Recent searches",
            clearLabel: "Clear",
            onClear,
            items: ["star", "joker"],
            onPick,
          },
        })}
      />,
    );
    expect(screen.getByRole("heading", { level: 3, name: /Recent searches/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "joker" }));
    expect(onPick).toHaveBeenCalledWith("joker");
    fireEvent.click(screen.getByRole("button", { name: "Clear" }));
    expect(onClear).toHaveBeenCalled();
  });
});
