import { lazy, Suspense, useEffect } from "react";
import {
  appActions,
  selectIsLoggedIn,
  selectLastDeposit,
  selectWalletDialog,
  selectWalletListOpen,
  walletsActions,
} from "@casino/core";
import { useAppDispatch, useAppSelector } from "../../shared/store-hooks.ts";
import { successKeys } from "../../i18n/message-keys.ts";

const WalletDialog = lazy(() =>
  import("./wallet-dialog.tsx").then((m) => ({ default: m.WalletDialog })),
);
const WalletListDialog = lazy(() =>
  import("./wallet-list-dialog.tsx").then((m) => ({ default: m.WalletListDialog })),
);

/**
 * The wallet dialogs, opened by the core's wallet state (header deposit button, wallet list,
 * `open-deposit` query). Their code (forms, QR code) loads only when one opens. A credited deposit
 * (realtime `player_deposit`) is announced with a toast.
 */
export function WalletDialogHost() {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const dialogOpen = useAppSelector(selectWalletDialog).open;
  const listOpen = useAppSelector(selectWalletListOpen);
  const lastDeposit = useAppSelector(selectLastDeposit);
  useEffect(() => {
    // The wallet settings decide which wallets the header lists (hide zero balances).
    if (loggedIn) dispatch(walletsActions.settingsRequested());
  }, [loggedIn, dispatch]);
  useEffect(() => {
    if (!lastDeposit) return;
    dispatch(appActions.toastQueued({ kind: "success", message: successKeys.depositReceived }));
    dispatch(walletsActions.lastDepositDismissed());
  }, [lastDeposit, dispatch]);
  if (!loggedIn) return null;
  return (
    <Suspense fallback={null}>
      {dialogOpen ? <WalletDialog /> : null}
      {listOpen ? <WalletListDialog /> : null}
    </Suspense>
  );
}
