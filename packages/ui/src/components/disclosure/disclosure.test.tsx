import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithTheme } from "../../test/index.ts";
import { Disclosure } from "./disclosure.tsx";

describe("Disclosure", () => {
  it("is a closed group that opens from its summary", async () => {
    renderWithTheme(
      <Disclosure summary="Terms">
        <ul>
          <li>Wager the bonus 30 times.</li>
        </ul>
      </Disclosure>,
    );
    const group = screen.getByRole("group");
    expect(group).not.toHaveAttribute("open");
    await userEvent.click(screen.getByText("Terms"));
    expect(group).toHaveAttribute("open");
    expect(screen.getByRole("listitem")).toHaveTextContent("Wager the bonus 30 times.");
  });

  it("may start open", () => {
    renderWithTheme(
      <Disclosure summary="Terms" open>
        Rules
      </Disclosure>,
    );
    expect(screen.getByRole("group")).toHaveAttribute("open");
  });
});
