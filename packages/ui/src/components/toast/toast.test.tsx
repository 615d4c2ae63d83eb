import { act, screen, within } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { ToastContainer } from "./toast-container.tsx";
import { useToastQueue } from "./use-toast-queue.ts";

function Harness() {
  const { toasts, show, dismiss } = useToastQueue();
  return (
    <>
      <button type="button" onClick={() => show({ message: "Deposit received", tone: "success" })}>
        Success
      </button>
      <button
        type="button"
        onClick={() => show({ message: "Withdrawal failed", tone: "error", title: "Error" })}
      >
        Failure
      </button>
      <button type="button" onClick={() => show({ message: "Stays", duration: null })}>
        Sticky
      </button>
      <ToastContainer
        toasts={toasts}
        onDismiss={dismiss}
        dismissLabel="Dismiss"
        label="Notifications"
      />
    </>
  );
}

describe("ToastContainer", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const setup = () =>
    renderWithTheme(<Harness />, { user: { advanceTimers: jest.advanceTimersByTime } });

  it("stacks toasts newest first with status / alert roles", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: "Success" }));
    await user.click(screen.getByRole("button", { name: "Failure" }));
    const region = screen.getByRole("region", { name: "Notifications" });
    const items = within(region).getAllByRole("listitem");
    expect(items[0]).toHaveTextContent("Withdrawal failed");
    expect(items[1]).toHaveTextContent("Deposit received");
    expect(screen.getByRole("alert")).toHaveTextContent("ErrorWithdrawal failed");
    expect(screen.getByRole("status")).toHaveTextContent("Deposit received");
  });

  it("closes each toast after 5000 ms", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: "Success" }));
    act(() => jest.advanceTimersByTime(2000));
    await user.click(screen.getByRole("button", { name: "Failure" }));
    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getByText("Deposit received")).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText("Deposit received")).not.toBeInTheDocument();
    expect(screen.getByText("Withdrawal failed")).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.queryByText("Withdrawal failed")).not.toBeInTheDocument();
  });

  it("keeps sticky toasts and dismisses by button", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: "Sticky" }));
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByText("Stays")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByText("Stays")).not.toBeInTheDocument();
  });

  it("pauses while hovered", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: "Success" }));
    await user.hover(screen.getByText("Deposit received"));
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.getByText("Deposit received")).toBeInTheDocument();
    await user.unhover(screen.getByText("Deposit received"));
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.queryByText("Deposit received")).not.toBeInTheDocument();
  });

  it("shows at most `max` toasts", () => {
    const toasts = Array.from({ length: 4 }, (_, i) => ({ id: String(i), message: `Toast ${i}` }));
    renderWithTheme(
      <ToastContainer
        toasts={toasts}
        onDismiss={jest.fn()}
        dismissLabel="Dismiss"
        label="Notifications"
        max={2}
      />,
    );
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Toast 3",
      "Toast 2",
    ]);
  });
});
