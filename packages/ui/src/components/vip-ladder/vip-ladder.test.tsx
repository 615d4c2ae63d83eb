import { screen, within } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { vipLevelLabels as labels } from "../vip-level-badge/vip-level-badge.stories-data.ts";
import { VipLadder, VipLevelCard } from "./vip-ladder.tsx";

describe("VipLevelCard", () => {
  it("names the level and lists its stars and perks as terms", () => {
    renderWithTheme(
      <VipLevelCard
        level={1}
        labels={labels}
        threshold="100 stars"
        state="next"
        stateLabel="Next"
        perks={[
          { label: "Weekly cashback", value: "5%" },
          { label: "Level-up reward", value: "1.00 USD" },
        ]}
      />,
    );
    const card = screen.getByRole("article", { name: "Pixel Pioneer" });
    expect(card).toHaveTextContent("100 stars");
    expect(card).toHaveTextContent("Next");
    expect(within(card).getByText("Weekly cashback").nextElementSibling).toHaveTextContent("5%");
    expect(within(card).getByText("Level-up reward").nextElementSibling).toHaveTextContent(
      "1.00 USD",
    );
    expect(within(card).getByRole("img", { name: "Pixel Pioneer" })).toBeInTheDocument();
    expect(card).not.toHaveAttribute("aria-current");
  });

  it("marks the player's level as the current step", () => {
    renderWithTheme(
      <VipLevelCard
        level={3}
        labels={labels}
        threshold="5,000 stars"
        state="current"
        stateLabel="Your level"
        perks={[]}
      />,
    );
    expect(screen.getByRole("article", { name: "Token Tosser" })).toHaveAttribute(
      "aria-current",
      "step",
    );
    expect(screen.queryByRole("term")).not.toBeInTheDocument();
  });
});

describe("VipLadder", () => {
  it("lists the levels in order under its name", () => {
    renderWithTheme(
      <VipLadder
        label="VIP levels"
        labels={labels}
        levels={[1, 2, 3].map((level) => ({
          level: level as 1 | 2 | 3,
          threshold: `${level} stars`,
          state: level === 2 ? ("current" as const) : ("locked" as const),
          stateLabel: level === 2 ? "Your level" : "Locked",
          perks: [],
        }))}
      />,
    );
    const list = screen.getByRole("list", { name: "VIP levels" });
    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => within(item).getByRole("heading").textContent)).toEqual([
      "Pixel Pioneer",
      "Byte Bandit",
      "Token Tosser",
    ]);
    expect(items[1]!.querySelector("[aria-current=step]")).not.toBeNull();
  });
});
