import { lazy, Suspense } from "react";
import {
  bonusesApi,
  selectAuthDialog,
  selectBonusCodeResult,
  selectBonusDialogOpen,
  selectIsLoggedIn,
  selectRedeemingBonusCode,
  selectWalletDialog,
} from "@casino/core";
import { useQuery, useAppSelector } from "@casino/core/react";
import { useConsentPending } from "../auth/index.ts";

const WelcomeOfferDialog = lazy(() =>
  import("./welcome-offer.tsx").then((m) => ({ default: m.WelcomeOfferDialog })),
);

/**
 * The welcome offer once after sign-up (password, social or Telegram alike): right after a new
 * player's first sign-in, a dialog with Deposit and "Not now". Either answer (or closing it) is
 * recorded on the server (`POST /api/bonuses/welcome/answer`), so it never shows again for
 * that player, on any device or shell (docs/bonuses.md, B19). It waits while another dialog is
 * up (sign-in, wallet, bonuses, a sign-up code being redeemed and its result, the age and terms
 * confirmation of a player who joined with Google, Facebook or Telegram): one at a time.
 */
export function WelcomeOfferHost() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const welcome = useQuery(bonusesApi.endpoints.getWelcomeOffer, undefined, {
    skip: !loggedIn,
  });
  const auth = useAppSelector(selectAuthDialog);
  const wallet = useAppSelector(selectWalletDialog);
  const bonuses = useAppSelector(selectBonusDialogOpen);
  const result = useAppSelector(selectBonusCodeResult);
  const redeeming = useAppSelector(selectRedeemingBonusCode);
  const consentPending = useConsentPending();
  const busy =
    auth.open || wallet.open || bonuses || result !== null || redeeming !== null || consentPending;
  const bonus = welcome.data?.bonus ?? null;
  if (!loggedIn || busy || !welcome.data?.prompt || !bonus) return null;
  return (
    <Suspense fallback={null}>
      <WelcomeOfferDialog bonus={bonus} />
    </Suspense>
  );
}
