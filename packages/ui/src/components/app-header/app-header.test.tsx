import { screen, within } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { AppHeader, type AppHeaderProps } from "./app-header.tsx";

const wallets = [
  { code: "USDT", balance: "1520.4" },
  { code: "BTC", balance: "0.0123" },
];

function signedInProps(overrides: Partial<AppHeaderProps> = {}): AppHeaderProps {
  return {
    logo: <a href="/">Casino</a>,
    signedIn: true,
    wallet: {
      wallets,
      selectedCode: "USDT",
      onSelect: jest.fn(),
      label: "Select wallet",
      locale: "en",
    },
    depositLabel: "Deposit",
    onDeposit: jest.fn(),
    inbox: { count: 5, label: "Inbox", countLabel: "5 unread notifications", onClick: jest.fn() },
    account: {
      name: "Ada Lovelace",
      label: "Account menu",
      onNavigate: jest.fn(),
      items: [
        { id: "profile", label: "My profile", href: "/profile/my-profile" },
        { id: "history", label: "Transaction history", href: "/transaction-history" },
        { id: "logout", label: "Log out", onSelect: jest.fn(), danger: true },
      ],
    },
    languageSlot: <button type="button">English</button>,
    ...overrides,
  };
}

describe("AppHeader", () => {
  it("offers sign-in and sign-up to guests, and nothing of an account", async () => {
    const onSignIn = jest.fn();
    const onSignUp = jest.fn();
    const { user } = renderWithTheme(
      <AppHeader
        logo={<a href="/">Casino</a>}
        signedIn={false}
        signInLabel="Sign in"
        onSignIn={onSignIn}
        signUpLabel="Sign up"
        onSignUp={onSignUp}
      />,
    );
    const banner = screen.getByRole("banner");
    await user.click(within(banner).getByRole("button", { name: "Sign in" }));
    await user.click(within(banner).getByRole("button", { name: "Sign up" }));
    expect(onSignIn).toHaveBeenCalledTimes(1);
    expect(onSignUp).toHaveBeenCalledTimes(1);
    expect(
      screen.queryByRole("button", { name: /Inbox|Account menu|Select wallet/ }),
    ).not.toBeInTheDocument();
  });

  it("shows balance, deposit and inbox for players", async () => {
    const props = signedInProps();
    const { user } = renderWithTheme(<AppHeader {...props} />);
    // The coin's icon (named by its code here) stands before the whole balance.
    expect(screen.getByRole("button", { name: /Select wallet/ })).toHaveAccessibleName(
      "Select wallet: USDT 1,520.40000000",
    );
    await user.click(screen.getByRole("button", { name: "Deposit" }));
    expect(props.onDeposit).toHaveBeenCalled();
    const inbox = screen.getByRole("button", { name: "Inbox" });
    expect(inbox).toHaveAccessibleDescription("5 unread notifications");
    await user.click(inbox);
    expect(props.inbox?.onClick).toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "English" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Sign in" })).not.toBeInTheDocument();
  });

  it("caps the inbox badge at 99+ and hides it at zero", () => {
    const { rerender } = renderWithTheme(
      <AppHeader
        {...signedInProps({ inbox: { count: 150, label: "Inbox", onClick: jest.fn() } })}
      />,
    );
    expect(screen.getByRole("button", { name: "Inbox" })).toHaveAccessibleDescription("99+");
    expect(screen.getByRole("banner")).toHaveTextContent("99+");
    rerender(
      <AppHeader {...signedInProps({ inbox: { count: 0, label: "Inbox", onClick: jest.fn() } })} />,
    );
    expect(screen.getByRole("button", { name: "Inbox" })).not.toHaveAccessibleDescription(/\d/);
    expect(screen.getByRole("banner")).not.toHaveTextContent("99+");
  });

  it("opens the account menu and runs its items from keyboard and pointer", async () => {
    const props = signedInProps();
    const { user } = renderWithTheme(<AppHeader {...props} />);
    const trigger = screen.getByRole("button", { name: "Account menu" });
    await user.click(trigger);
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    const menu = screen.getByRole("menu");
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["My profile", "Transaction history", "Log out"]);
    expect(screen.getByRole("menuitem", { name: "My profile" })).toHaveFocus();
    await user.keyboard("{ArrowDown}{Enter}");
    expect(props.account?.onNavigate).toHaveBeenCalledWith("/transaction-history");
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();

    await user.keyboard("{ArrowDown}");
    await user.keyboard("{End}{Enter}");
    const logout = props.account?.items[2]?.onSelect;
    expect(logout).toHaveBeenCalledTimes(1);

    await user.click(trigger);
    await user.click(screen.getByRole("menuitem", { name: "My profile" }));
    expect(props.account?.onNavigate).toHaveBeenLastCalledWith("/profile/my-profile");
  });

  it("closes the account menu on Escape", async () => {
    const { user } = renderWithTheme(<AppHeader {...signedInProps()} />);
    await user.click(screen.getByRole("button", { name: "Account menu" }));
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
  });

  it("closes the account menu when focus leaves it", async () => {
    const { user } = renderWithTheme(<AppHeader {...signedInProps()} />);
    await user.click(screen.getByRole("button", { name: "Account menu" }));
    expect(screen.getByRole("menuitem", { name: "My profile" })).toHaveFocus();
    await user.tab();
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
  });

  it("links the inbox to its page through the router callback", async () => {
    const onNavigate = jest.fn();
    const { user } = renderWithTheme(
      <AppHeader
        {...signedInProps({
          onNavigate,
          inbox: { count: 3, label: "Inbox", countLabel: "3 unread", href: "/inboxes" },
        })}
      />,
    );
    const inbox = within(screen.getByRole("banner")).getByRole("link", { name: "Inbox" });
    expect(inbox).toHaveAttribute("href", "/inboxes");
    expect(inbox).toHaveAccessibleDescription("3 unread");
    await user.click(inbox);
    expect(onNavigate).toHaveBeenCalledWith("/inboxes");
  });

  it("toggles the side menu", async () => {
    const onClick = jest.fn();
    const { user } = renderWithTheme(
      <AppHeader
        {...signedInProps({
          menuToggle: { label: "Menu", expanded: false, controls: "side-menu", onClick },
        })}
      />,
    );
    const toggle = screen.getByRole("button", { name: "Menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveAttribute("aria-controls", "side-menu");
    await user.click(toggle);
    expect(onClick).toHaveBeenCalled();
  });
});
