import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithTheme } from "../../test/index.ts";
import { RewardCard, type RewardCardProps } from "./reward-card.tsx";

/** The cashback card of the tests with its "Claim" action; `props` set the state. */
const cashback = (props: Partial<RewardCardProps>) => (
  <RewardCard title="Cashback" actionLabel="Claim" onAction={jest.fn()} {...props} />
);

describe("RewardCard", () => {
  it("is a region named by its title with the figure, status and action", async () => {
    const onAction = jest.fn();
    renderWithTheme(
      cashback({
        amount: "2.50 USDT",
        status: "Ready to claim",
        actionLabel: "Claim cashback",
        onAction,
      }),
    );
    const card = screen.getByRole("region", { name: "Cashback" });
    expect(card).toHaveTextContent("2.50 USDT");
    expect(card).toHaveTextContent("Ready to claim");
    await userEvent.click(screen.getByRole("button", { name: "Claim cashback" }));
    expect(onAction).toHaveBeenCalledTimes(1);
  });

  it("ignores clicks while busy or disabled and announces an error", async () => {
    const onAction = jest.fn();
    const { rerender } = renderWithTheme(cashback({ onAction, busy: true, busyLabel: "Claiming" }));
    const button = screen.getByRole("button", { name: /Claim/ });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onAction).not.toHaveBeenCalled();
    rerender(cashback({ onAction, actionDisabled: true, error: "There is no cashback to claim." }));
    expect(screen.getByRole("button", { name: "Claim" })).toBeDisabled();
    expect(screen.getByRole("alert")).toHaveTextContent("There is no cashback to claim.");
  });

  it("shows placeholders and no action while loading", () => {
    renderWithTheme(cashback({ amount: "1", loading: true }));
    expect(screen.getByRole("region", { name: "Cashback" })).toHaveAttribute("aria-busy", "true");
    expect(screen.queryByText("1")).not.toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});
