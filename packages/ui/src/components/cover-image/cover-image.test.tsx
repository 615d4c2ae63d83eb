import { screen } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { CoverImage } from "./cover-image.tsx";

describe("CoverImage", () => {
  it("is decorative unless told what it shows", () => {
    const { container } = renderWithTheme(<CoverImage src="/cover.webp" />);
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    expect(container.querySelector("img")).toHaveAttribute("alt", "");
  });

  it("is an image named by its text when it shows something", () => {
    renderWithTheme(
      <CoverImage src="/cover.webp" alt="The new slots room" width={1280} height={720} />,
    );
    const image = screen.getByRole("img", { name: "The new slots room" });
    expect(image).toHaveAttribute("width", "1280");
    expect(image).toHaveAttribute("height", "720");
  });
});
