import { act, screen } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { Tooltip } from "./tooltip.tsx";

describe("Tooltip", () => {
  it("shows on focus, describes the trigger and hides on Escape", async () => {
    const { user } = renderWithTheme(
      <Tooltip content="Copies the deposit address">
        <button type="button">Copy</button>
      </Tooltip>,
    );
    const trigger = screen.getByRole("button", { name: "Copy" });
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
    await user.tab();
    expect(trigger).toHaveFocus();
    expect(screen.getByRole("tooltip")).toHaveTextContent("Copies the deposit address");
    expect(trigger).toHaveAccessibleDescription("Copies the deposit address");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it("hides on blur and keeps the trigger's own handlers", async () => {
    const onFocus = jest.fn();
    const { user } = renderWithTheme(
      <>
        <Tooltip content="Info">
          <button type="button" onFocus={onFocus}>
            Help
          </button>
        </Tooltip>
        <button type="button">Next</button>
      </>,
    );
    await user.tab();
    expect(onFocus).toHaveBeenCalled();
    await user.tab();
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
  });

  it("shows after the hover delay and hides on leave", async () => {
    jest.useFakeTimers();
    try {
      const { user } = renderWithTheme(
        <Tooltip content="Return to player 97%" delay={300}>
          <button type="button">RTP</button>
        </Tooltip>,
        { user: { advanceTimers: jest.advanceTimersByTime } },
      );
      await user.hover(screen.getByRole("button", { name: "RTP" }));
      act(() => jest.advanceTimersByTime(299));
      expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.getByRole("tooltip")).toHaveTextContent("Return to player 97%");
      await user.unhover(screen.getByRole("button", { name: "RTP" }));
      expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
