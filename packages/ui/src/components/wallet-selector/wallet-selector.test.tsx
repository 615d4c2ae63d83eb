import { screen, within } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { WalletList, type WalletListProps, type WalletOption } from "./wallet-list.tsx";
import { WalletSelector, type WalletSelectorProps } from "./wallet-selector.tsx";

const wallets: WalletOption[] = [
  { code: "BTC", name: "Bitcoin", balance: "0.01234567", fiatAmount: "812.4" },
  { code: "ETH", name: "Ether", balance: "1.5", fiatAmount: "4820" },
  { code: "USDT", name: "Tether", balance: "250", fiatAmount: "250", disabled: true },
  { code: "TON", name: "Toncoin", balance: "0" },
];

/** What the list and the selector of the tests share: these wallets, ETH selected, English. */
const walletProps = () => ({ wallets, selectedCode: "ETH", onSelect: jest.fn(), locale: "en" });

/** The wallet list of the tests; `props` change what a test needs. */
function walletList(props: Partial<WalletListProps> = {}) {
  return <WalletList {...walletProps()} label="Wallets" {...props} />;
}

/** The wallet selector of the tests; `props` change what a test needs. */
function selector(props: Partial<WalletSelectorProps> = {}) {
  return <WalletSelector {...walletProps()} label="Select wallet" {...props} />;
}

describe("WalletList", () => {
  it("lists wallets with balances and marks the selected one", () => {
    renderWithTheme(walletList());
    const list = screen.getByRole("listbox", { name: "Wallets" });
    const options = within(list).getAllByRole("option");
    expect(options).toHaveLength(4);
    expect(screen.getByRole("option", { name: /Ether/ })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("option", { name: /Bitcoin/ })).toHaveAttribute(
      "aria-selected",
      "false",
    );
    expect(options[0]).toHaveTextContent("0.01234567 BTC");
    expect(options[0]).toHaveTextContent("$812.40");
  });

  it("moves with arrows, Home/End and type-ahead, skips disabled wallets, selects with Enter", async () => {
    const onSelect = jest.fn();
    const { user } = renderWithTheme(
      walletList({ selectedCode: "BTC", onSelect, autoFocus: true }),
    );
    expect(screen.getByRole("option", { name: /Bitcoin/ })).toHaveFocus();
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(screen.getByRole("option", { name: /Toncoin/ })).toHaveFocus();
    await user.keyboard("{Home}");
    expect(screen.getByRole("option", { name: /Bitcoin/ })).toHaveFocus();
    await user.keyboard("e");
    expect(screen.getByRole("option", { name: /Ether/ })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(onSelect).toHaveBeenCalledWith("ETH");
  });

  it("ignores clicks on disabled wallets and shows the empty text", async () => {
    const onSelect = jest.fn();
    const { user, rerender } = renderWithTheme(walletList({ selectedCode: "BTC", onSelect }));
    await user.click(screen.getByRole("option", { name: /Tether/ }));
    expect(onSelect).not.toHaveBeenCalled();
    rerender(
      walletList({ wallets: [], selectedCode: null, onSelect, emptyLabel: "No wallets yet" }),
    );
    expect(screen.getByText("No wallets yet")).toBeInTheDocument();
  });
});

describe("WalletSelector", () => {
  it("shows the selected balance, opens the list and selects a wallet", async () => {
    const onSelect = jest.fn();
    const { user } = renderWithTheme(selector({ selectedCode: "BTC", onSelect, locale: "de" }));
    const trigger = screen.getByRole("button", { name: /Select wallet/ });
    expect(trigger).toHaveTextContent("0,01234567");
    expect(within(trigger).getByRole("img", { name: "Bitcoin" })).toBeInTheDocument();
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    await user.click(trigger);
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("option", { name: /Bitcoin/ })).toHaveFocus();
    await user.click(screen.getByRole("option", { name: /Toncoin/ }));
    expect(onSelect).toHaveBeenCalledWith("TON");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it("shows the coin's icon, named, instead of its code, and the whole balance", () => {
    renderWithTheme(selector({ locale: "ru" }));
    const trigger = screen.getByRole("button", { name: /Select wallet/ });
    expect(within(trigger).getByRole("img", { name: "Ether" })).toBeInTheDocument();
    // The digits end the trigger: no code written after them.
    expect(trigger.textContent).toMatch(/ETH1,50000000$/);
    expect(trigger).toHaveAccessibleName("Select wallet: Ether 1,50000000");
  });

  it("shows the balance in the player's fiat currency and switches with the popup's toggle", async () => {
    const onChange = jest.fn();
    const { user, rerender } = renderWithTheme(
      selector({ fiatToggle: { label: "Show balances in USD", onChange } }),
    );
    const trigger = screen.getByRole("button", { name: /Select wallet/ });
    await user.click(trigger);
    const toggle = screen.getByRole("switch", { name: "Show balances in USD" });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(onChange).toHaveBeenCalledWith(true);
    rerender(selector({ showFiat: true, fiatToggle: { label: "Show balances in USD", onChange } }));
    expect(trigger).toHaveTextContent("$4,820.00");
    expect(screen.getByRole("switch", { name: "Show balances in USD" })).toBeChecked();
    // The list puts the fiat amount first, the coin under it.
    expect(screen.getByRole("option", { name: /Ether/ })).toHaveTextContent(
      /\$4,820\.00\s*1\.50000000\s+ETH/,
    );
  });

  it("closes on Escape with focus back on the trigger, and on a click outside", async () => {
    const { user } = renderWithTheme(
      <>
        {selector()}
        <button type="button">Elsewhere</button>
      </>,
    );
    const trigger = screen.getByRole("button", { name: /Select wallet/ });
    trigger.focus();
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("listbox", { name: "Select wallet" })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    await user.click(trigger);
    await user.click(screen.getByRole("button", { name: "Elsewhere" }));
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
  });

  it("shows the placeholder without a selected wallet", () => {
    renderWithTheme(selector({ wallets: [], selectedCode: null, placeholder: "Wallet" }));
    expect(screen.getByRole("button", { name: "Select wallet: Wallet" })).toBeInTheDocument();
  });
});
