import { fireEvent, screen } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { Carousel } from "./carousel.tsx";

const slides = ["Welcome bonus", "Weekly cashback", "Crash tournament"].map((text, i) => ({
  id: String(i),
  content: <p>{text}</p>,
}));

const setup = (props: Partial<Parameters<typeof Carousel>[0]> = {}) =>
  renderWithTheme(
    <Carousel
      label="Promotions"
      slides={slides}
      previousLabel="Previous slide"
      nextLabel="Next slide"
      slideLabel={(i, n) => `${i} of ${n}`}
      {...props}
    />,
  );

describe("Carousel", () => {
  it("is a labelled carousel region exposing only the current slide", () => {
    setup();
    const region = screen.getByRole("region", { name: "Promotions" });
    expect(region).toHaveAttribute("aria-roledescription", "carousel");
    const current = screen.getByRole("group", { name: "1 of 3" });
    expect(current).toHaveAttribute("aria-roledescription", "slide");
    expect(current).toHaveTextContent("Welcome bonus");
    expect(screen.queryByRole("group", { name: "2 of 3" })).not.toBeInTheDocument();
  });

  it("moves with the buttons and wraps around", async () => {
    const onIndexChange = jest.fn();
    const { user } = setup({ onIndexChange });
    await user.click(screen.getByRole("button", { name: "Next slide" }));
    expect(screen.getByRole("group", { name: "2 of 3" })).toHaveTextContent("Weekly cashback");
    await user.click(screen.getByRole("button", { name: "Previous slide" }));
    await user.click(screen.getByRole("button", { name: "Previous slide" }));
    expect(screen.getByRole("group", { name: "3 of 3" })).toHaveTextContent("Crash tournament");
    expect(onIndexChange.mock.calls).toEqual([[1], [0], [2]]);
  });

  it("moves with arrow keys when focus is inside", async () => {
    const { user } = setup();
    screen.getByRole("button", { name: "Next slide" }).focus();
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(screen.getByRole("group", { name: "3 of 3" })).toBeInTheDocument();
    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("group", { name: "2 of 3" })).toBeInTheDocument();
  });

  it("disables the ends without loop", async () => {
    const { user } = setup({ loop: false });
    expect(screen.getByRole("button", { name: "Previous slide" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Next slide" }));
    await user.click(screen.getByRole("button", { name: "Next slide" }));
    expect(screen.getByRole("button", { name: "Next slide" })).toBeDisabled();
  });
});

describe("Carousel swipe", () => {
  beforeAll(() => {
    // jsdom has no PointerEvent: a MouseEvent carries the coordinates the swipe reads.
    if (!("PointerEvent" in window)) {
      Object.assign(window, { PointerEvent: class extends MouseEvent {} });
    }
  });

  it("moves to the next slide on a swipe towards the start and back on the opposite one", () => {
    setup();
    const viewport = screen.getByRole("group", { name: "1 of 3" }).parentElement!.parentElement!;
    fireEvent.pointerDown(viewport, { clientX: 200, clientY: 10 });
    fireEvent.pointerUp(viewport, { clientX: 100, clientY: 14 });
    expect(screen.getByRole("group", { name: "2 of 3" })).toHaveTextContent("Weekly cashback");
    fireEvent.pointerDown(viewport, { clientX: 100, clientY: 10 });
    fireEvent.pointerUp(viewport, { clientX: 220, clientY: 10 });
    expect(screen.getByRole("group", { name: "1 of 3" })).toBeInTheDocument();
    // A mostly vertical or short movement is a page scroll, not a swipe.
    fireEvent.pointerDown(viewport, { clientX: 100, clientY: 10 });
    fireEvent.pointerUp(viewport, { clientX: 60, clientY: 200 });
    expect(screen.getByRole("group", { name: "1 of 3" })).toBeInTheDocument();
  });
});
