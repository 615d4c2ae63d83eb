import { screen } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { type BonusStatus } from "../status-chip/index.ts";
import { BonusCard } from "./bonus-card.tsx";
import { welcomeOffer } from "./bonus-card.stories-data.ts";

describe("BonusCard", () => {
  it("shows the type, title, offer and status", () => {
    renderWithTheme(<BonusCard {...welcomeOffer} />);
    const card = screen.getByRole("article", { name: "Welcome to the arcade" });
    expect(card).toHaveTextContent("Welcome offer");
    expect(card).toHaveTextContent("100% up to 500 USDT");
    expect(screen.getByText("Available")).toBeInTheDocument();
  });

  it.each<[BonusStatus, boolean, boolean]>([
    ["available", true, false],
    ["unclaimed", true, false],
    ["claimed", false, true],
    ["active", false, true],
    ["completed", false, false],
    ["expired", false, false],
    ["busted", false, false],
  ])("status %s: claim %s, cancel %s", (status, claim, cancel) => {
    renderWithTheme(
      <BonusCard
        {...welcomeOffer}
        status={status}
        statusLabel={status}
        onClaim={jest.fn()}
        onCancel={jest.fn()}
      />,
    );
    expect(Boolean(screen.queryByRole("button", { name: "Claim bonus" }))).toBe(claim);
    expect(Boolean(screen.queryByRole("button", { name: "Cancel bonus" }))).toBe(cancel);
  });

  it("calls claim and cancel", async () => {
    const onClaim = jest.fn();
    const onCancel = jest.fn();
    const { user, rerender } = renderWithTheme(
      <BonusCard {...welcomeOffer} onClaim={onClaim} onCancel={onCancel} />,
    );
    await user.click(screen.getByRole("button", { name: "Claim bonus" }));
    expect(onClaim).toHaveBeenCalledTimes(1);
    rerender(
      <BonusCard
        {...welcomeOffer}
        status="active"
        statusLabel="Active"
        onClaim={onClaim}
        onCancel={onCancel}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Cancel bonus" }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it("ignores a second claim while claiming", async () => {
    const onClaim = jest.fn();
    const { user } = renderWithTheme(
      <BonusCard {...welcomeOffer} onClaim={onClaim} claiming busyLabel="Claiming" />,
    );
    const button = screen.getByRole("button", { name: /Claim/ });
    expect(button).toHaveAttribute("aria-busy", "true");
    await user.click(button);
    expect(onClaim).not.toHaveBeenCalled();
  });

  it("shows wagering progress", () => {
    renderWithTheme(
      <BonusCard
        {...welcomeOffer}
        type="deposit_bonus_offer"
        status="active"
        statusLabel="Active"
        wagering={{ value: 312.5, max: 500, label: "Wagering", valueText: "312.50 of 500.00 USDT" }}
      />,
    );
    const bar = screen.getByRole("progressbar", { name: "Wagering" });
    expect(bar).toHaveAttribute("aria-valuenow", "312.5");
    expect(bar).toHaveAttribute("aria-valuetext", "312.50 of 500.00 USDT");
  });
});
