import { screen } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { Tabs } from "./tabs.tsx";

const tabs = [
  { id: "latest", label: "Latest", content: <p>Latest bets</p> },
  { id: "high", label: "High rollers", content: <p>High roller bets</p> },
  { id: "mine", label: "My bets", content: <p>Your bets</p>, disabled: true },
  { id: "lucky", label: "Lucky", content: <p>Lucky wins</p> },
];

describe("Tabs", () => {
  it("shows the first tab's panel, labelled by its tab", () => {
    renderWithTheme(<Tabs label="Live bets" tabs={tabs} />);
    expect(screen.getByRole("tablist", { name: "Live bets" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Latest", selected: true })).toHaveAttribute(
      "tabindex",
      "0",
    );
    expect(screen.getByRole("tabpanel", { name: "Latest" })).toHaveTextContent("Latest bets");
    expect(screen.queryByText("High roller bets")).not.toBeInTheDocument();
  });

  it("selects by click and reports it", async () => {
    const onValueChange = jest.fn();
    const { user } = renderWithTheme(
      <Tabs label="Live bets" tabs={tabs} onValueChange={onValueChange} />,
    );
    await user.click(screen.getByRole("tab", { name: "High rollers" }));
    expect(onValueChange).toHaveBeenCalledWith("high");
    expect(screen.getByRole("tabpanel", { name: "High rollers" })).toHaveTextContent(
      "High roller bets",
    );
  });

  it("moves with arrows (skipping disabled tabs, wrapping), Home and End", async () => {
    const { user } = renderWithTheme(<Tabs label="Live bets" tabs={tabs} />);
    await user.tab();
    expect(screen.getByRole("tab", { name: "Latest" })).toHaveFocus();
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Lucky", selected: true })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Latest", selected: true })).toHaveFocus();
    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "Lucky", selected: true })).toHaveFocus();
    await user.keyboard("{Home}");
    expect(screen.getByRole("tab", { name: "Latest", selected: true })).toHaveFocus();
    await user.keyboard("{End}");
    expect(screen.getByRole("tab", { name: "Lucky", selected: true })).toHaveFocus();
  });

  it("follows the controlled value", () => {
    renderWithTheme(<Tabs label="Live bets" tabs={tabs} value="high" />);
    expect(screen.getByRole("tab", { name: "High rollers", selected: true })).toBeInTheDocument();
  });
});
