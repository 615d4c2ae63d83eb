import { screen, within } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { GamingLimitCard } from "./gaming-limit-card.tsx";

describe("GamingLimitCard", () => {
  it("names the card, shows usage only for a limit in force and marks a pending change", () => {
    renderWithTheme(
      <GamingLimitCard
        title="Deposit limit"
        pendingLabel="Pending"
        rows={[
          {
            id: "daily",
            period: "Daily",
            amountText: "$100.00",
            isSet: true,
            used: { value: 120, max: 100, label: "Usage", valueText: "$120.00 of $100.00" },
            pendingText: "Rises to $200.00 on 3 Dec",
          },
          { id: "weekly", period: "Weekly", amountText: "Not set", isSet: false },
        ]}
      />,
    );
    const card = screen.getByRole("region", { name: "Deposit limit" });
    const bars = within(card).getAllByRole("progressbar", { name: "Usage" });
    expect(bars).toHaveLength(1);
    expect(bars[0]).toHaveAttribute("aria-valuenow", "100");
    expect(bars[0]).toHaveAttribute("aria-valuetext", "$120.00 of $100.00");
    expect(within(card).getByText("Pending")).toBeInTheDocument();
    expect(within(card).getByText("Rises to $200.00 on 3 Dec")).toBeInTheDocument();
    expect(within(card).getByText("Not set")).toBeInTheDocument();
  });

  it("shows a skeleton while loading", () => {
    renderWithTheme(<GamingLimitCard title="Loss limit" rows={[]} loading />);
    expect(screen.getByRole("region", { name: "Loss limit" })).toHaveAttribute("aria-busy", "true");
  });
});
