import { act, renderHook } from "@testing-library/react";
import { useThrottledValue } from "./use-throttled-value.ts";

describe("useThrottledValue", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("shows the first change at once and folds later ones into one update per window", () => {
    const { result, rerender } = renderHook(({ value }) => useThrottledValue(value, 250), {
      initialProps: { value: 0 },
    });
    rerender({ value: 1 });
    expect(result.current).toBe(1);
    rerender({ value: 2 });
    rerender({ value: 3 });
    expect(result.current).toBe(1);
    act(() => jest.advanceTimersByTime(249));
    expect(result.current).toBe(1);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe(3);
  });

  it("shows a change after a quiet window at once", () => {
    const { result, rerender } = renderHook(({ value }) => useThrottledValue(value, 250), {
      initialProps: { value: "a" },
    });
    rerender({ value: "b" });
    act(() => jest.advanceTimersByTime(1000));
    rerender({ value: "c" });
    expect(result.current).toBe("c");
  });
});
