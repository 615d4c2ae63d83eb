import { renderWithTheme } from "../../test/index.ts";
import { Skeleton } from "./skeleton.tsx";

describe("Skeleton", () => {
  it("is hidden from assistive technology", () => {
    const { container } = renderWithTheme(<Skeleton />);
    expect(container.firstElementChild).toHaveAttribute("aria-hidden", "true");
  });

  it("renders one bar per text line", () => {
    const { container } = renderWithTheme(<Skeleton lines={3} />);
    expect(container.querySelectorAll("[data-skeleton]")).toHaveLength(3);
  });

  it("takes explicit sizes", () => {
    const { container } = renderWithTheme(<Skeleton shape="rect" width="10rem" height="6rem" />);
    const style = getComputedStyle(container.firstElementChild as Element);
    expect(style.getPropertyValue("inline-size")).toBe("10rem");
    expect(style.getPropertyValue("block-size")).toBe("6rem");
  });
});
