import { screen } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { Button } from "../button/index.ts";
import { SplitView } from "./split-view.tsx";

describe("SplitView", () => {
  it("holds the list, the opened item and the way back", () => {
    renderWithTheme(
      <SplitView
        showing="detail"
        list={<nav aria-label="Conversations">Deposit missing</nav>}
        detail={<section aria-label="Conversation">Hello</section>}
        back={<Button>All conversations</Button>}
      />,
    );
    expect(screen.getByRole("navigation", { name: "Conversations" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Conversation" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "All conversations" })).toBeInTheDocument();
  });

  it("draws no way back when none is given", () => {
    renderWithTheme(<SplitView showing="list" list="List" detail="Nothing open" />);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    expect(screen.getByText("Nothing open")).toBeInTheDocument();
  });
});
