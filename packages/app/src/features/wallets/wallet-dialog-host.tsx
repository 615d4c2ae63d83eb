import { lazy, Suspense } from "react";
import { selectIsLoggedIn, selectWalletDialog, selectWalletListOpen } from "@casino/core";
import { useAppSelector } from "../../shared/store-hooks.ts";

const WalletDialog = lazy(() =>
  import("./wallet-dialog.tsx").then((m) => ({ default: m.WalletDialog })),
);
const WalletListDialog = lazy(() =>
  import("./wallet-list-dialog.tsx").then((m) => ({ default: m.WalletListDialog })),
);

/**
 * The wallet dialogs, opened by the core's wallet state (header deposit button, wallet list,
 * `open-deposit` query). Their code (forms, QR code) loads only when one opens. The core loads the
 * wallet settings at sign-in and announces a credited deposit with a toast.
 */
export function WalletDialogHost() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const dialogOpen = useAppSelector(selectWalletDialog).open;
  const listOpen = useAppSelector(selectWalletListOpen);
  if (!loggedIn) return null;
  return (
    <Suspense fallback={null}>
      {dialogOpen ? <WalletDialog /> : null}
      {listOpen ? <WalletListDialog /> : null}
    </Suspense>
  );
}
