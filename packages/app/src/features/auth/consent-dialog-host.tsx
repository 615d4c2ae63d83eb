import { lazy, Suspense } from "react";
import { selectConsentRequired, selectIsLoggedIn } from "@casino/core";
import { useAppSelector } from "@casino/core/react";

const ConsentDialog = lazy(() =>
  import("./consent-dialog.tsx").then((m) => ({ default: m.ConsentDialog })),
);

/**
 * The consent dialog, in both shells, while the signed-in player has not confirmed age and terms
 * (`User.consent_required`: an account from Google, Facebook or Telegram, or from before the
 * sign-up form asked). The server refuses money and bets until then (403 `consent_required`; such
 * a refusal makes the core read the player again, which opens it). The dialogs that lead to
 * money (wallet, bonuses, the welcome offer) wait until it is answered: see
 * {@link useConsentPending}.
 */
export function ConsentDialogHost() {
  const pending = useConsentPending();
  if (!pending) return null;
  return (
    <Suspense fallback={null}>
      <ConsentDialog />
    </Suspense>
  );
}

/** True while the consent dialog is up: a signed-in player who has not consented yet. */
export function useConsentPending(): boolean {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const required = useAppSelector(selectConsentRequired);
  return loggedIn && required;
}
