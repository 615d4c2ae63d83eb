import { useState } from "react";
import { Outlet, ScrollRestoration } from "react-router";
import { useLingui } from "@lingui/react/macro";
import { selectSplash } from "@casino/core";
import { SplashScreen } from "@casino/ui";
import { useAppSelector } from "@casino/core/react";
import { AuthDialogHost } from "../features/auth/auth-dialog-host.tsx";
import { ConsentDialogHost } from "../features/auth/consent-dialog-host.tsx";
import { NavigationEffects } from "../features/navigation/navigation-effects.tsx";
import { createScrollKeys } from "../features/navigation/scroll-key.ts";
import { ServerUnreachable } from "../features/errors/server-unreachable.tsx";
import { PwaPrompts } from "../features/pwa/pwa-prompts.tsx";
import { SiteBranding } from "../features/site/site-branding.tsx";
import { WalletDialogHost } from "../features/wallets/wallet-dialog-host.tsx";
import { BetDialogGate } from "../features/bets/bet-dialog-gate.tsx";
import { BonusDialogHost } from "../features/bonuses/bonus-dialog-host.tsx";
import { WelcomeOfferHost } from "../features/bonuses/welcome-offer-host.tsx";
import { PageHeadProvider, useSiteName } from "../features/page/page-head.tsx";

/**
 * The root route: navigation effects (rules 1-8 through the core), scroll restoration (a new page
 * opens at the top, Back returns to the position it left; both shells scroll the window), site
 * branding, the document's title and description per page (`PageHeadProvider`), the splash while
 * the session starts, the global dialogs, and the matched layout.
 */
export function AppRoot() {
  const { t } = useLingui();
  const splash = useAppSelector(selectSplash);
  const siteName = useSiteName();
  const [scrollKey] = useState(createScrollKeys);
  return (
    <PageHeadProvider>
      <NavigationEffects />
      <ScrollRestoration getKey={scrollKey} />
      <SiteBranding />
      <SplashScreen visible={splash} label={t`Loading`} logo={<strong>{siteName}</strong>} />
      <Outlet />
      <AuthDialogHost />
      <WalletDialogHost />
      <PwaPrompts />
      <ServerUnreachable />
      <BetDialogGate />
      <BonusDialogHost />
      <WelcomeOfferHost />
      <ConsentDialogHost />
    </PageHeadProvider>
  );
}
