import { lazy, Suspense } from "react";
import { selectAuthDialog, selectTwoFactor, selectUnverifiedEmail } from "@casino/core";
import { useAppSelector } from "@casino/core/react";

const AuthDialog = lazy(() => import("./auth-dialog.tsx").then((m) => ({ default: m.AuthDialog })));
const UnverifiedEmailDialog = lazy(() =>
  import("./unverified-email-dialog.tsx").then((m) => ({ default: m.UnverifiedEmailDialog })),
);
const RecoveryCodesDialog = lazy(() =>
  import("../two-factor/recovery-codes-dialog.tsx").then((m) => ({
    default: m.RecoveryCodesDialog,
  })),
);

/**
 * The global account dialogs, opened by the core's state (navigation rules 4 and 7, login
 * outcomes, two-factor set-up). Their code (forms, validation) loads only when one opens.
 */
export function AuthDialogHost() {
  const authOpen = useAppSelector(selectAuthDialog).open;
  const unverified = useAppSelector(selectUnverifiedEmail) !== null;
  const recoveryCodes = useAppSelector(selectTwoFactor).recoveryCodes !== null;
  return (
    <Suspense fallback={null}>
      {authOpen ? <AuthDialog /> : null}
      {unverified ? <UnverifiedEmailDialog /> : null}
      {recoveryCodes ? <RecoveryCodesDialog /> : null}
    </Suspense>
  );
}
