import { lazy, Suspense } from "react";
import { selectIsLoggedIn, selectWalletDialog, selectWalletListOpen } from "@casino/core";
import { useAppSelector } from "@casino/core/react";
import { useConsentPending } from "../auth/index.ts";

const WalletDialog = lazy(() =>
  import("./wallet-dialog.tsx").then((m) => ({ default: m.WalletDialog })),
);
const WalletListDialog = lazy(() =>
  import("./wallet-list-dialog.tsx").then((m) => ({ default: m.WalletListDialog })),
);

/**
 * The wallet dialogs, opened by the core's wallet state (header deposit button, wallet list,
 * `open-deposit` query). Their code (forms, QR code) loads only when one opens. The core loads the
 * wallet settings at sign-in and announces a credited deposit with a toast. Deposits and
 * withdrawals wait for the player's consent (age and terms): the wallet dialog opens once it is
 * given.
 */
export function WalletDialogHost() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const dialogOpen = useAppSelector(selectWalletDialog).open;
  const listOpen = useAppSelector(selectWalletListOpen);
  const consentPending = useConsentPending();
  if (!loggedIn) return null;
  return (
    <Suspense fallback={null}>
      {dialogOpen && !consentPending ? <WalletDialog /> : null}
      {listOpen ? <WalletListDialog /> : null}
    </Suspense>
  );
}
