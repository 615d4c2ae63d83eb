import { act, screen } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { CopyButton } from "./copy-button.tsx";

const seed = "4b1f0e9d8c7b6a5f4e3d2c1b0a9f8e7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b2a1f";

// user-event installs its own clipboard stub on setup, so mock after rendering.
function mockClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
}

describe("CopyButton", () => {
  afterEach(() => jest.useRealTimers());

  it("is named by what it copies, copies the value, announces it, then clears the feedback", async () => {
    jest.useFakeTimers();
    const onCopy = jest.fn();
    const { user } = renderWithTheme(
      <CopyButton
        value={seed}
        label="Copy server seed"
        copiedLabel="Copied"
        onCopy={onCopy}
        feedbackMs={1500}
      />,
      { user: { advanceTimers: jest.advanceTimersByTime } },
    );
    const writeText = jest.fn(() => Promise.resolve());
    mockClipboard(writeText);
    expect(screen.getByRole("status")).toHaveTextContent("");
    await user.click(screen.getByRole("button", { name: "Copy server seed" }));
    expect(writeText).toHaveBeenCalledWith(seed);
    expect(onCopy).toHaveBeenCalledWith(seed);
    expect(await screen.findByText("Copied")).toHaveAttribute("role", "status");
    act(() => jest.advanceTimersByTime(1500));
    expect(screen.getByRole("status")).toHaveTextContent("");
  });

  it("reports a refused clipboard", async () => {
    const onCopyError = jest.fn();
    const { user } = renderWithTheme(
      <CopyButton
        value="41"
        label="Copy bet id"
        copiedLabel="Copied"
        errorLabel="Could not copy"
        onCopyError={onCopyError}
      />,
    );
    mockClipboard(() => Promise.reject(new Error("denied")));
    await user.click(screen.getByRole("button", { name: "Copy bet id" }));
    expect(screen.getByRole("status")).toHaveTextContent("Could not copy");
    expect(onCopyError).toHaveBeenCalledWith(expect.objectContaining({ message: "denied" }));
  });
});
