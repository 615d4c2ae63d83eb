import { screen, within } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { Button } from "../button/index.ts";
import { WalletRow } from "./wallet-row.tsx";

describe("WalletRow", () => {
  it("is a list item with the coin's name, both balances and its action", () => {
    renderWithTheme(
      <ul aria-label="Wallets">
        <WalletRow
          iconSrc="/btc.svg"
          name="Bitcoin"
          amount="0.01 BTC"
          secondaryAmount="$950.00"
          action={<Button aria-label="Use Bitcoin">Use</Button>}
        />
      </ul>,
    );
    const item = within(screen.getByRole("list", { name: "Wallets" })).getByRole("listitem");
    expect(item).toHaveTextContent("Bitcoin0.01 BTC$950.00");
    expect(within(item).getByRole("button", { name: "Use Bitcoin" })).toBeInTheDocument();
  });

  it("keeps the coin's picture out of the accessibility tree", () => {
    renderWithTheme(
      <ul>
        <WalletRow iconSrc="/btc.svg" name="Bitcoin" amount="0.01 BTC" />
      </ul>,
    );
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
  });
});
