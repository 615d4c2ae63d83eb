import { screen } from "@testing-library/react";
import { useState } from "react";
import { renderWithTheme } from "../../test/index.ts";
import { SearchField } from "./search-field.tsx";

function Harness({ onSubmit }: { onSubmit: (v: string) => void }) {
  const [value, setValue] = useState("");
  return (
    <SearchField
      label="Search games"
      clearLabel="Clear search"
      value={value}
      onValueChange={setValue}
      onSubmit={onSubmit}
    />
  );
}

describe("SearchField", () => {
  it("is a labelled searchbox in a search landmark; Enter submits", async () => {
    const onSubmit = jest.fn();
    const { user } = renderWithTheme(<Harness onSubmit={onSubmit} />);
    expect(screen.getByRole("search")).toBeInTheDocument();
    await user.type(screen.getByRole("searchbox", { name: "Search games" }), "plinko{Enter}");
    expect(onSubmit).toHaveBeenCalledWith("plinko");
  });

  it("clears with the clear button and keeps focus in the field", async () => {
    const { user } = renderWithTheme(<Harness onSubmit={jest.fn()} />);
    const box = screen.getByRole("searchbox", { name: "Search games" });
    expect(screen.queryByRole("button", { name: "Clear search" })).not.toBeInTheDocument();
    await user.type(box, "mines");
    await user.click(screen.getByRole("button", { name: "Clear search" }));
    expect(box).toHaveValue("");
    expect(box).toHaveFocus();
  });

  it("clears with Escape", async () => {
    const { user } = renderWithTheme(<Harness onSubmit={jest.fn()} />);
    const box = screen.getByRole("searchbox", { name: "Search games" });
    await user.type(box, "dice{Escape}");
    expect(box).toHaveValue("");
  });
});
