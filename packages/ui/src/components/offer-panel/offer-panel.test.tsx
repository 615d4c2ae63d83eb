import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithTheme } from "../../test/index.ts";
import { OfferPanel } from "./offer-panel.tsx";

describe("OfferPanel", () => {
  it("is a region named by its title with the value, terms, note and actions", async () => {
    const onDecline = jest.fn();
    renderWithTheme(
      <OfferPanel
        title="Bonus with this deposit"
        value="100% up to 200 USDT"
        subtitle="Welcome bonus"
        terms={["Minimum qualifying deposit: 20 USDT.", "Wager 30× the bonus."]}
        note="Declining ends this offer."
        actions={<button onClick={onDecline}>Decline the bonus</button>}
      />,
    );
    const panel = screen.getByRole("region", { name: "Bonus with this deposit" });
    expect(within(panel).getByRole("heading", { level: 3 })).toHaveTextContent(
      "Bonus with this deposit",
    );
    expect(panel).toHaveTextContent("100% up to 200 USDT");
    expect(
      within(panel)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Minimum qualifying deposit: 20 USDT.", "Wager 30× the bonus."]);
    expect(panel).toHaveTextContent("Declining ends this offer.");
    await userEvent.click(within(panel).getByRole("button", { name: "Decline the bonus" }));
    expect(onDecline).toHaveBeenCalledTimes(1);
  });

  it("says only its title and note when no bonus applies, at the heading level asked", () => {
    renderWithTheme(
      <OfferPanel
        title="Bonus with this deposit"
        headingLevel={2}
        tone="none"
        note="This deposit gets no bonus."
      />,
    );
    const panel = screen.getByRole("region", { name: "Bonus with this deposit" });
    expect(within(panel).getByRole("heading", { level: 2 })).toBeInTheDocument();
    expect(within(panel).queryByRole("list")).not.toBeInTheDocument();
    expect(within(panel).queryByRole("button")).not.toBeInTheDocument();
    expect(panel).toHaveTextContent("This deposit gets no bonus.");
  });
});
