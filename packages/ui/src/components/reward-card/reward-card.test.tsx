import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithTheme } from "../../test/index.ts";
import { RewardCard } from "./reward-card.tsx";

describe("RewardCard", () => {
  it("is a region named by its title with the figure, status and action", async () => {
    const onAction = jest.fn();
    renderWithTheme(
      <RewardCard
        title="Cashback"
        amount="2.50 USDT"
        status="Ready to claim"
        actionLabel="Claim cashback"
        onAction={onAction}
      />,
    );
    const card = screen.getByRole("region", { name: "Cashback" });
    expect(card).toHaveTextContent("2.50 USDT");
    expect(card).toHaveTextContent("Ready to claim");
    await userEvent.click(screen.getByRole("button", { name: "Claim cashback" }));
    expect(onAction).toHaveBeenCalledTimes(1);
  });

  it("ignores clicks while busy or disabled and announces an error", async () => {
    const onAction = jest.fn();
    const { rerender } = renderWithTheme(
      <RewardCard
        title="Cashback"
        actionLabel="Claim"
        onAction={onAction}
        busy
        busyLabel="Claiming"
      />,
    );
    const button = screen.getByRole("button", { name: /Claim/ });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onAction).not.toHaveBeenCalled();
    rerender(
      <RewardCard
        title="Cashback"
        actionLabel="Claim"
        onAction={onAction}
        actionDisabled
        error="There is no cashback to claim."
      />,
    );
    expect(screen.getByRole("button", { name: "Claim" })).toBeDisabled();
    expect(screen.getByRole("alert")).toHaveTextContent("There is no cashback to claim.");
  });

  it("shows placeholders and no action while loading", () => {
    renderWithTheme(
      <RewardCard title="Cashback" amount="1" loading actionLabel="Claim" onAction={jest.fn()} />,
    );
    expect(screen.getByRole("region", { name: "Cashback" })).toHaveAttribute("aria-busy", "true");
    expect(screen.queryByText("1")).not.toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});
