import { useLingui } from "@lingui/react/macro";
import { plural } from "@lingui/core/macro";
import {
  href,
  routes,
  selectEntityWallets,
  selectInboxCount,
  selectIsLoggedIn,
  selectLanguage,
  selectSelectedWallet,
  selectUser,
  selectVisibleWallets,
  selectWalletSettings,
  sessionActions,
  walletsActions,
} from "@casino/core";
import { formatBadgeCount } from "@casino/rules";
import { AppHeader, type AccountMenuItem, type WalletOption } from "@casino/ui";
import { useAppDispatch, useAppSelector } from "@casino/core/react";
import { GameSearch } from "../catalogue/index.ts";
import { LanguageSwitch } from "../languages/index.ts";
import { playerItems } from "./nav-items.ts";
import { useRouterNavigate } from "../../shared/router-link.tsx";
import { SiteLogo } from "./site-logo.tsx";

/**
 * The header's wallet selector on the core's wallet selectors: the balance in the coin or, as the
 * player's wallet settings say, in their fiat currency, with the switch between the two on top of
 * the list.
 */
function useHeaderWallet() {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const wallets = useAppSelector(selectVisibleWallets);
  const selected = useAppSelector(selectSelectedWallet);
  const coins = useAppSelector(selectEntityWallets);
  const locale = useAppSelector(selectLanguage);
  const settings = useAppSelector(selectWalletSettings);
  const fiatCurrency = selected?.fiat_currency ?? settings?.display_currency ?? "USD";
  const options: WalletOption[] = wallets.map((wallet) => {
    const coin = coins.find((c) => c.code === wallet.entity_wallet_code);
    return {
      code: wallet.entity_wallet_code,
      balance: wallet.balance,
      fiatAmount: wallet.fiat_amount,
      name: coin?.name ?? wallet.entity_wallet_code,
      iconSrc: coin?.coin_image ?? null,
    };
  });
  return {
    wallets: options,
    selectedCode: selected?.entity_wallet_code ?? null,
    onSelect: (code: string) => dispatch(walletsActions.selectRequested({ code })),
    label: t`Select wallet`,
    locale,
    fiatCurrency,
    // The player's choice, saved with the wallet settings (the settings tab has the same switch).
    showFiat: settings?.display_in_fiat ?? false,
    fiatToggle: settings
      ? {
          label: t`Show balances in ${fiatCurrency}`,
          onChange: (showFiat: boolean) =>
            dispatch(walletsActions.settingsSubmitted({ ...settings, display_in_fiat: showFiat })),
        }
      : undefined,
    emptyLabel: t`No wallets yet`,
    placeholder: t`Wallet`,
    align: "end" as const,
  };
}

/**
 * The kit's header with the store: for players the balance with the wallet selector and deposit
 * (the core's wallet dialog), the inbox badge (99+), the language picker and the account menu; for
 * guests the language picker with sign-in and sign-up (the core's auth dialog).
 */
export function FrameHeader({
  onLogout,
  variant = "web",
}: {
  onLogout: () => void;
  variant?: "web" | "miniApp";
}) {
  const { t, i18n } = useLingui();
  const dispatch = useAppDispatch();
  const onNavigate = useRouterNavigate();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const user = useAppSelector(selectUser);
  const inboxCount = useAppSelector(selectInboxCount);
  const wallet = useHeaderWallet();
  const accountItems: AccountMenuItem[] = [
    { id: "profile", label: t`My profile`, href: href(routes.profile) },
    { id: "password", label: t`Change password`, href: href(routes.changePassword) },
    { id: "transactions", label: t`Transaction history`, href: href(routes.transactionHistory) },
    ...playerItems.map((item) => ({ id: item.id, href: item.href, label: i18n._(item.label) })),
    { id: "bonuses", label: t`Bonuses`, href: "?open-bonus=true" },
    {
      id: "inbox",
      label: inboxCount > 0 ? t`Inbox (${formatBadgeCount(inboxCount)})` : t`Inbox`,
      href: href(routes.inbox),
    },
    { id: "support", label: t`Customer support`, href: href(routes.support) },
    { id: "logout", label: t`Sign out`, onSelect: onLogout, danger: true },
  ];
  return (
    <AppHeader
      variant={variant}
      logo={<SiteLogo />}
      compactLogo={<SiteLogo compact />}
      signedIn={loggedIn}
      onNavigate={onNavigate}
      wallet={wallet}
      depositLabel={t`Deposit`}
      onDeposit={() => dispatch(walletsActions.dialogOpened({ tab: "deposit" }))}
      inbox={{
        count: inboxCount,
        label: t`Inbox`,
        countLabel: t({ message: plural({ inboxCount }, { one: "# unread", other: "# unread" }) }),
        href: href(routes.inbox),
      }}
      account={{
        name: user?.username ?? "",
        avatarSrc: user?.avatar ?? undefined,
        label: t`Account menu`,
        items: accountItems,
        onNavigate,
      }}
      signInLabel={t`Sign in`}
      onSignIn={() => dispatch(sessionActions.authDialogOpened({ tab: "login" }))}
      signUpLabel={t`Sign up`}
      onSignUp={() => dispatch(sessionActions.authDialogOpened({ tab: "register" }))}
      languageSlot={variant === "miniApp" ? undefined : <LanguageSwitch />}
      searchSlot={<GameSearch />}
    />
  );
}
