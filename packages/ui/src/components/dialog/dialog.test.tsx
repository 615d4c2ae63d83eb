import { screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { renderWithTheme } from "../../test/index.ts";
import { Dialog, RequiredDialog } from "./dialog.tsx";

function Stacked() {
  const [first, setFirst] = useState(false);
  const [second, setSecond] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setFirst(true)}>
        Open wallet
      </button>
      <Dialog open={first} onClose={() => setFirst(false)} title="Wallet" closeLabel="Close wallet">
        <button type="button" onClick={() => setSecond(true)}>
          Withdraw
        </button>
        <Dialog
          open={second}
          onClose={() => setSecond(false)}
          title="Confirm withdrawal"
          description="This cannot be undone."
          closeLabel="Close confirmation"
        >
          <button type="button">Confirm</button>
        </Dialog>
      </Dialog>
    </>
  );
}

describe("Dialog", () => {
  it("renders nothing while closed", () => {
    renderWithTheme(<Dialog open={false} onClose={jest.fn()} title="Wallet" closeLabel="Close" />);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("is a modal dialog named by its title and described by its description, in a portal", () => {
    const { container } = renderWithTheme(
      <Dialog
        open
        onClose={jest.fn()}
        title="Deposit"
        description="Send crypto to this address"
        closeLabel="Close"
      >
        <p>Body</p>
      </Dialog>,
    );
    const dialog = screen.getByRole("dialog", { name: "Deposit" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(dialog).toHaveAccessibleDescription("Send crypto to this address");
    expect(container).not.toContainElement(dialog);
  });

  it("closes with the close button, Escape and a backdrop click, not a click inside", async () => {
    const onClose = jest.fn();
    const { user } = renderWithTheme(
      <Dialog open onClose={onClose} title="Deposit" closeLabel="Close">
        <p>Body</p>
      </Dialog>,
    );
    await user.click(screen.getByText("Body"));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Close" }));
    await user.keyboard("{Escape}");
    await user.click(screen.getByTestId("dialog-backdrop"));
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it("traps focus, closes only the topmost on Escape and restores focus", async () => {
    const { user } = renderWithTheme(<Stacked />);
    const opener = screen.getByRole("button", { name: "Open wallet" });
    await user.click(opener);
    const wallet = screen.getByRole("dialog", { name: "Wallet" });
    await waitFor(() => expect(wallet).toContainElement(document.activeElement as HTMLElement));

    // Tab cycles inside the dialog.
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      expect(wallet).toContainElement(document.activeElement as HTMLElement);
    }

    const withdraw = screen.getByRole("button", { name: "Withdraw" });
    await user.click(withdraw);
    const confirm = screen.getByRole("dialog", { name: "Confirm withdrawal" });
    await waitFor(() => expect(confirm).toContainElement(document.activeElement as HTMLElement));

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog", { name: "Confirm withdrawal" })).not.toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Wallet" })).toBeInTheDocument();
    await waitFor(() => expect(withdraw).toHaveFocus());

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it("locks page scroll while open", () => {
    const { rerender } = renderWithTheme(
      <Dialog open onClose={jest.fn()} title="Deposit" closeLabel="Close" />,
    );
    expect(document.body.style.overflow).toBe("hidden");
    rerender(<Dialog open={false} onClose={jest.fn()} title="Deposit" closeLabel="Close" />);
    expect(document.body.style.overflow).toBe("");
  });
});

describe("RequiredDialog", () => {
  it("has no close button and stays open on Escape and a backdrop click, focus inside", async () => {
    const onAnswer = jest.fn();
    const { user } = renderWithTheme(
      <RequiredDialog open title="Before you play" description="Confirm once.">
        <button type="button" onClick={onAnswer}>
          Continue
        </button>
      </RequiredDialog>,
    );
    const dialog = screen.getByRole("dialog", { name: "Before you play" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(dialog).toHaveAccessibleDescription("Confirm once.");
    expect(screen.getAllByRole("button")).toHaveLength(1);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard("{Escape}");
    await user.click(screen.getByTestId("dialog-backdrop"));
    expect(screen.getByRole("dialog", { name: "Before you play" })).toBeInTheDocument();
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(onAnswer).toHaveBeenCalledTimes(1);
  });

  it("keeps a dialog under it open on Escape (it is the topmost layer)", async () => {
    const onClose = jest.fn();
    const { user } = renderWithTheme(
      <>
        <Dialog open onClose={onClose} title="Wallet" closeLabel="Close wallet" />
        <RequiredDialog open title="Before you play" />
      </>,
    );
    await user.keyboard("{Escape}");
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog", { name: "Wallet" })).toBeInTheDocument();
  });
});
