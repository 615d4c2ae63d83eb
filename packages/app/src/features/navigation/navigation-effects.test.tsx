import { act } from "@testing-library/react";
import { renderApp } from "../../testing/render-app.tsx";

describe("NavigationEffects scrolling", () => {
  beforeEach(() => {
    window.scrollTo = jest.fn() as never;
  });

  it("scrolls to the top when the lobby is entered, not on the first page of a load", async () => {
    const { router } = await renderApp("/");
    expect(window.scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate("/blogs"));
    expect(window.scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate("/"));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
  });
});
