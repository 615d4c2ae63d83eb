import { lazy, Suspense, useEffect } from "react";
import { useSearchParams } from "react-router";
import {
  bonusesActions,
  selectBonusCodeResult,
  selectBonusDialogOpen,
  selectIsLoggedIn,
} from "@casino/core";
import { useAppDispatch, useAppSelector } from "@casino/core/react";
import { useConsentPending } from "../auth/index.ts";

const BonusDialog = lazy(() =>
  import("./bonus-dialog.tsx").then((m) => ({ default: m.BonusDialog })),
);
const CodeResultDialog = lazy(() =>
  import("./code-result-dialog.tsx").then((m) => ({ default: m.CodeResultDialog })),
);

/** The query parameter that opens the bonus dialog (navigation rule 4 for guests). */
export const OPEN_BONUS_PARAM = "open-bonus";

/**
 * The bonus dialog and the bonus code's result dialog. `?open-bonus=true` opens the bonus dialog
 * for a player and leaves the URL (a guest gets the auth dialog first, by the core's rule 4, and
 * the bonus dialog once signed in). Their code loads only when one opens. Both wait for the
 * player's consent (age and terms), as claims do on the server.
 */
export function BonusDialogHost() {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const open = useAppSelector(selectBonusDialogOpen);
  const result = useAppSelector(selectBonusCodeResult);
  const consentPending = useConsentPending();
  const [params, setParams] = useSearchParams();
  const requested = params.get(OPEN_BONUS_PARAM) === "true";
  useEffect(() => {
    if (!loggedIn || !requested) return;
    dispatch(bonusesActions.dialogOpened());
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(OPEN_BONUS_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [dispatch, loggedIn, requested, setParams]);
  useEffect(() => {
    if (!loggedIn && open) dispatch(bonusesActions.dialogClosed());
  }, [dispatch, loggedIn, open]);
  if (!loggedIn || consentPending) return null;
  return (
    <Suspense fallback={null}>
      {open && !result ? <BonusDialog /> : null}
      {result ? <CodeResultDialog result={result} /> : null}
    </Suspense>
  );
}
