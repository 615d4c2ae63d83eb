import { screen, within } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { darkTheme } from "../../theme/theme.ts";
import { PayoutStrip } from "./payout-strip.tsx";

const items = [
  { key: 0, label: "0 hits: 0×" },
  { key: 1, label: "1 hit: 1.8×", hit: true },
  { key: 2, label: "2 hits: 4.5×" },
];

describe("PayoutStrip", () => {
  it("is an ordered list named by its label, one item per payout", () => {
    renderWithTheme(<PayoutStrip label="Payouts by hits" items={items} />);
    const list = screen.getByRole("list", { name: "Payouts by hits" });
    expect(list.tagName).toBe("OL");
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["0 hits: 0×", "1 hit: 1.8×", "2 hits: 4.5×"]);
  });

  it("draws the payout the last round landed on in the success colour", () => {
    renderWithTheme(<PayoutStrip label="Payouts by hits" items={items} />);
    expect(screen.getByText("1 hit: 1.8×")).toHaveStyle({
      backgroundColor: darkTheme.colors.success,
    });
    expect(screen.getByText("1 hit: 1.8×")).toHaveAttribute("data-hit", "true");
    expect(screen.getByText("0 hits: 0×")).toHaveAttribute("data-hit", "false");
  });
});
