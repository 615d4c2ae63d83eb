import { screen } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { BetDetails } from "./bet-details.tsx";

describe("BetDetails", () => {
  it("lists the facts and the revealed seeds, and says when a seed is still secret", () => {
    renderWithTheme(
      <BetDetails
        gameName="Dice"
        facts={[
          { label: "Player", value: "alice" },
          { label: "Payout", value: "$25.00" },
        ]}
        seeds={{
          title: "Provably fair",
          items: [
            { label: "Server seed hash", value: "abc123", copyLabel: "Copy server seed hash" },
            { label: "Server seed", value: null, pendingLabel: "Revealed after rotation" },
          ],
        }}
        copyLabel="Copy"
        copiedLabel="Copied"
      />,
    );
    expect(screen.getByText("Dice")).toBeInTheDocument();
    expect(
      screen
        .getAllByRole("definition")
        .slice(0, 2)
        .map((d) => d.textContent),
    ).toEqual(["alice", "$25.00"]);
    expect(screen.getByRole("region", { name: "Provably fair" })).toBeInTheDocument();
    expect(screen.getByText("abc123")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Copy server seed hash" })).toBeInTheDocument();
    expect(screen.getAllByRole("button")).toHaveLength(1);
    expect(screen.getByText("Revealed after rotation")).toBeInTheDocument();
  });

  it("shows a note instead of seeds for other games", () => {
    renderWithTheme(
      <BetDetails
        gameName="Fruit Fiesta"
        facts={[]}
        seedsNote="Seeds are shown for provably fair games only."
        copyLabel="Copy"
        copiedLabel="Copied"
      />,
    );
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
    expect(screen.getByText("Seeds are shown for provably fair games only.")).toBeInTheDocument();
  });
});
