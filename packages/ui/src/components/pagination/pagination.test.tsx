import { screen } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { Pagination } from "./pagination.tsx";
import { paginationRange } from "./pagination-range.ts";

describe("paginationRange", () => {
  it("lists every page when few", () => {
    expect(paginationRange(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationRange(1, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(paginationRange(1, 0)).toEqual([]);
  });

  it("keeps a constant length with ellipses", () => {
    expect(paginationRange(1, 20)).toEqual([1, 2, 3, 4, 5, "ellipsis-end", 20]);
    expect(paginationRange(10, 20)).toEqual([1, "ellipsis-start", 9, 10, 11, "ellipsis-end", 20]);
    expect(paginationRange(20, 20)).toEqual([1, "ellipsis-start", 16, 17, 18, 19, 20]);
    expect(paginationRange(4, 20)).toEqual([1, 2, 3, 4, 5, "ellipsis-end", 20]);
    expect(paginationRange(10, 20, 2)).toEqual([
      1,
      "ellipsis-start",
      8,
      9,
      10,
      11,
      12,
      "ellipsis-end",
      20,
    ]);
  });
});

describe("Pagination", () => {
  const setup = (page: number, onPageChange = jest.fn()) =>
    renderWithTheme(
      <Pagination
        page={page}
        pageCount={20}
        onPageChange={onPageChange}
        label="Transaction pages"
        previousLabel="Previous page"
        nextLabel="Next page"
        pageLabel={(n) => `Page ${n}`}
      />,
    );

  it("is a navigation landmark with the current page marked", () => {
    setup(10);
    expect(screen.getByRole("navigation", { name: "Transaction pages" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Page 10" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("button", { name: "Page 9" })).not.toHaveAttribute("aria-current");
  });

  it("moves by previous / next / page buttons", async () => {
    const onPageChange = jest.fn();
    const { user } = setup(10, onPageChange);
    await user.click(screen.getByRole("button", { name: "Next page" }));
    await user.click(screen.getByRole("button", { name: "Previous page" }));
    await user.click(screen.getByRole("button", { name: "Page 20" }));
    await user.click(screen.getByRole("button", { name: "Page 10" }));
    expect(onPageChange.mock.calls).toEqual([[11], [9], [20]]);
  });

  it("disables previous on the first page and next on the last", () => {
    const { unmount } = setup(1);
    expect(screen.getByRole("button", { name: "Previous page" })).toBeDisabled();
    unmount();
    setup(20);
    expect(screen.getByRole("button", { name: "Next page" })).toBeDisabled();
  });
});
