import { act, screen } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { CopyField } from "./copy-field.tsx";

const address = "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE";

// user-event installs its own clipboard stub on setup, so mock after rendering.
function mockClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
}

describe("CopyField", () => {
  afterEach(() => jest.useRealTimers());

  it("shows the value read-only under its label", () => {
    renderWithTheme(
      <CopyField label="Deposit address" value={address} copyLabel="Copy" copiedLabel="Copied" />,
    );
    const input = screen.getByRole("textbox", { name: "Deposit address" });
    expect(input).toHaveValue(address);
    expect(input).toHaveAttribute("readonly");
  });

  it("copies the value, announces the copied text, then clears it", async () => {
    jest.useFakeTimers();
    const onCopy = jest.fn();
    const { user } = renderWithTheme(
      <CopyField
        label="Deposit address"
        value={address}
        copyLabel="Copy"
        copiedLabel="Copied!"
        onCopy={onCopy}
        feedbackMs={1500}
      />,
      { user: { advanceTimers: jest.advanceTimersByTime } },
    );
    const writeText = jest.fn(() => Promise.resolve());
    mockClipboard(writeText);
    await user.click(screen.getByRole("button", { name: "Copy" }));
    expect(writeText).toHaveBeenCalledWith(address);
    expect(onCopy).toHaveBeenCalledWith(address);
    expect(await screen.findByText("Copied!")).toHaveAttribute("role", "status");
    act(() => jest.advanceTimersByTime(1500));
    expect(screen.getByRole("status")).toHaveTextContent("");
  });

  it("reports a failed copy", async () => {
    const onCopyError = jest.fn();
    const { user } = renderWithTheme(
      <CopyField
        label="Referral link"
        value="https://casino.example/?ref=abc"
        copyLabel="Copy"
        copiedLabel="Copied"
        errorLabel="Could not copy"
        onCopyError={onCopyError}
      />,
    );
    mockClipboard(() => Promise.reject(new Error("denied")));
    await user.click(screen.getByRole("button", { name: "Copy" }));
    expect(screen.getByRole("status")).toHaveTextContent("Could not copy");
    expect(onCopyError).toHaveBeenCalledWith(expect.objectContaining({ message: "denied" }));
  });
});
