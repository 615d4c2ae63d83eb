import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithTheme } from "../../test/index.ts";
import { GameRound } from "./game-round.tsx";
import { wonRound } from "./fixtures.ts";

describe("GameRound", () => {
  it("is an article named by its game with the result, the facts and the moves under it", () => {
    renderWithTheme(<GameRound {...wonRound} />);
    const round = screen.getByRole("article", { name: "Dice" });
    expect(round).toHaveAccessibleDescription("Win");
    expect(within(round).getByText("Stake").nextSibling).toHaveTextContent("4.00 USDT");
    expect(within(round).getByText("Multiplier").nextSibling).toHaveTextContent("1.98×");
    const moves = within(within(round).getByRole("list", { name: "Transactions" })).getAllByRole(
      "listitem",
    );
    expect(moves.map((move) => move.textContent)).toEqual([
      "Bet4.00 USDT22:41:03",
      "Win7.92 USDT22:41:03",
    ]);
  });

  it("opens the details through its handler on a plain click, keeping the link's address", async () => {
    const onOpen = jest.fn();
    renderWithTheme(<GameRound {...wonRound} details={{ ...wonRound.details!, onOpen }} />);
    const link = screen.getByRole("link", { name: "Details and verification" });
    expect(link).toHaveAttribute("href", "?bet=1042");
    await userEvent.click(link);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it("has no details link while the round cannot be opened", () => {
    renderWithTheme(<GameRound {...wonRound} details={undefined} />);
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });

  it("copies the bet id and says so", async () => {
    const user = userEvent.setup();
    renderWithTheme(<GameRound {...wonRound} />);
    await user.click(screen.getByRole("button", { name: "Copy bet ID 1042" }));
    expect(await navigator.clipboard.readText()).toBe("1042");
    expect(screen.getByRole("status")).toHaveTextContent("Copied");
  });
});
