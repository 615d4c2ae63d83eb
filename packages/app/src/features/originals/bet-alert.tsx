import { useLingui } from "@lingui/react/macro";
import { funActions, walletsActions } from "@casino/core";
import { Banner, Button } from "@casino/ui";
import { useAppDispatch } from "@casino/core/react";
import { useOriginalsSession } from "./session.ts";

/**
 * Why the last bet was refused, with what to do next: Deposit when the balance is short (real
 * money), Refill when the fun balance is spent.
 */
export function BetAlert() {
  const session = useOriginalsSession();
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  if (!session.error) return null;
  return (
    <Banner
      tone="critical"
      action={
        session.errorAction === "deposit" ? (
          <Button
            size="sm"
            onClick={() => {
              session.clearError();
              dispatch(walletsActions.dialogOpened({ tab: "deposit" }));
            }}
          >{t`Deposit`}</Button>
        ) : session.errorAction === "refill" && session.fun ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              session.clearError();
              dispatch(funActions.refillRequested());
            }}
          >{t`Refill fun balance`}</Button>
        ) : undefined
      }
    >
      {session.error}
    </Banner>
  );
}
