import { act, screen } from "@testing-library/react";
import { renderApp } from "../../testing/render-app.tsx";

describe("scroll restoration", () => {
  let y = 0;
  beforeEach(() => {
    y = 0;
    window.scrollTo = jest.fn((_x: number, top: number) => {
      y = top;
    }) as never;
    Object.defineProperty(window, "scrollY", { configurable: true, get: () => y });
  });

  const lastScroll = () => (window.scrollTo as jest.Mock).mock.calls.at(-1);

  it("opens a new page at the top and returns Back to the position the page was left at", async () => {
    const { router } = await renderApp("/");
    await screen.findByRole("heading", { level: 1, name: "Lobby" }, { timeout: 5000 });
    y = 2800;
    await act(() => router.navigate("/blogs"));
    expect(lastScroll()).toEqual([0, 0]);
    y = 400;
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe("/");
    expect(lastScroll()).toEqual([0, 2800]);
    await act(() => router.navigate(1));
    expect(lastScroll()).toEqual([0, 400]);
  });

  it("opens an unknown address (the 404 page) at the top", async () => {
    const { router } = await renderApp("/");
    await screen.findByRole("heading", { level: 1, name: "Lobby" }, { timeout: 5000 });
    y = 1500;
    await act(() => router.navigate("/no-such-page"));
    expect(lastScroll()).toEqual([0, 0]);
  });

  it("keeps the position when only the page's options change (a filter, a dialog)", async () => {
    const { router } = await renderApp("/blogs");
    await screen.findByRole("heading", { level: 1 }, { timeout: 5000 });
    y = 900;
    await act(() => router.navigate("/blogs?tag=news"));
    expect(y).toBe(900);
  });
});
