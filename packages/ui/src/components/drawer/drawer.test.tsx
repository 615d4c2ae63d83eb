import { screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { renderWithTheme } from "../../test/index.ts";
import { Dialog } from "../dialog/index.ts";
import { Drawer } from "./drawer.tsx";

function Menu() {
  const [open, setOpen] = useState(false);
  const [dialog, setDialog] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Menu
      </button>
      <Drawer open={open} onClose={() => setOpen(false)} title="Main menu" closeLabel="Close menu">
        <button type="button" onClick={() => setDialog(true)}>
          Language
        </button>
      </Drawer>
      <Dialog
        open={dialog}
        onClose={() => setDialog(false)}
        title="Choose language"
        closeLabel="Close language"
      />
    </>
  );
}

describe("Drawer", () => {
  it("is a labelled modal dialog that traps and restores focus", async () => {
    const { user } = renderWithTheme(<Menu />);
    const opener = screen.getByRole("button", { name: "Menu" });
    await user.click(opener);
    const drawer = screen.getByRole("dialog", { name: "Main menu" });
    expect(drawer).toHaveAttribute("aria-modal", "true");
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    await user.tab();
    await user.tab();
    await user.tab();
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    await user.click(screen.getByRole("button", { name: "Close menu" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it("lets a dialog opened above it take Escape first", async () => {
    const { user } = renderWithTheme(<Menu />);
    await user.click(screen.getByRole("button", { name: "Menu" }));
    await user.click(screen.getByRole("button", { name: "Language" }));
    expect(screen.getByRole("dialog", { name: "Choose language" })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog", { name: "Choose language" })).not.toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Main menu" })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog", { name: "Main menu" })).not.toBeInTheDocument();
  });

  it("keeps a visually hidden title as its name", () => {
    renderWithTheme(
      <Drawer
        open
        onClose={jest.fn()}
        title="Wallet"
        hideTitle
        closeLabel="Close"
        placement="bottom"
      />,
    );
    expect(screen.getByRole("dialog", { name: "Wallet" })).toBeInTheDocument();
  });
});
