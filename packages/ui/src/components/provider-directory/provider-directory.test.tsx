import { screen, within } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { ProviderDirectory } from "./provider-directory.tsx";

describe("ProviderDirectory", () => {
  it("is a region named by its label holding a list of the providers", () => {
    renderWithTheme(
      <ProviderDirectory label="Game providers">
        <li>Pixel Forge</li>
        <li>Nova</li>
      </ProviderDirectory>,
    );
    const region = screen.getByRole("region", { name: "Game providers" });
    const list = within(region).getByRole("list");
    expect(list).toHaveStyle({ display: "grid", listStyle: "none" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
  });
});
