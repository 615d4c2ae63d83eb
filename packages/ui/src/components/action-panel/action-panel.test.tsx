import { screen, within } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { Button } from "../button/index.ts";
import { Heading } from "../heading/index.ts";
import { ActionPanel } from "./action-panel.tsx";

describe("ActionPanel", () => {
  it("is an article named by its title, holding its actions", () => {
    renderWithTheme(
      <ActionPanel aria-labelledby="prize-1" actions={<Button>Claim</Button>}>
        <Heading level={2} id="prize-1">
          Tournament: Weekly race
        </Heading>
      </ActionPanel>,
    );
    const item = screen.getByRole("article", { name: "Tournament: Weekly race" });
    expect(within(item).getByRole("button", { name: "Claim" })).toBeInTheDocument();
  });

  it("draws the element it is asked for", () => {
    renderWithTheme(
      <ul>
        <ActionPanel as="li">Prize</ActionPanel>
      </ul>,
    );
    expect(screen.getByRole("listitem")).toHaveTextContent("Prize");
  });
});
