import { screen } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { SearchIcon } from "../icons/index.ts";
import { EmptyState } from "./empty-state.tsx";

describe("EmptyState", () => {
  it("renders a heading at the requested level, text and action", async () => {
    const onClick = jest.fn();
    const { user } = renderWithTheme(
      <EmptyState
        headingLevel={3}
        icon={<SearchIcon />}
        title="No games found"
        description="Try another name or provider."
        action={
          <button type="button" onClick={onClick}>
            Clear filters
          </button>
        }
      />,
    );
    expect(screen.getByRole("heading", { level: 3, name: "No games found" })).toBeInTheDocument();
    expect(screen.getByText("Try another name or provider.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(onClick).toHaveBeenCalled();
  });
});
