import { afterFirstPaint, FIRST_PAINT_FALLBACK_MS, type PaintWindow } from "./first-paint.ts";

/** A window whose frames run only when the test says so. */
function frames() {
  const pending: FrameRequestCallback[] = [];
  const win: PaintWindow = {
    requestAnimationFrame: (callback) => pending.push(callback),
    setTimeout: ((callback: () => void, ms?: number) => setTimeout(callback, ms)) as never,
    clearTimeout: (id) => clearTimeout(id),
  };
  return { win, paint: () => pending.splice(0).forEach((callback) => callback(0)) };
}

describe("afterFirstPaint", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("waits for the first render into the container, then for a painted frame, and calls once", async () => {
    const container = document.createElement("div");
    const painted = jest.fn();
    const { win, paint } = frames();
    afterFirstPaint(container, painted, win);
    paint();
    jest.advanceTimersByTime(10);
    expect(painted).not.toHaveBeenCalled();

    container.append(document.createElement("main"));
    await Promise.resolve(); // the mutation observer's turn
    jest.advanceTimersByTime(10);
    expect(painted).not.toHaveBeenCalled();
    paint();
    jest.advanceTimersByTime(0);
    expect(painted).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(FIRST_PAINT_FALLBACK_MS);
    expect(painted).toHaveBeenCalledTimes(1);
  });

  it("a tab that paints no frame (opened in the background) goes on after the fallback delay", () => {
    const container = document.createElement("div");
    container.append(document.createElement("main"));
    const painted = jest.fn();
    afterFirstPaint(container, painted, frames().win);
    jest.advanceTimersByTime(FIRST_PAINT_FALLBACK_MS - 1);
    expect(painted).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(painted).toHaveBeenCalledTimes(1);
  });
});
