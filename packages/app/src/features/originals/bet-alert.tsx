import { useLingui } from "@lingui/react/macro";
import { walletsActions } from "@casino/core";
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
  const { fun } = session;
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
        ) : session.errorAction === "refill" && fun ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              session.clearError();
              fun.refill();
            }}
          >{t`Refill fun balance`}</Button>
        ) : undefined
      }
    >
      {session.error}
    </Banner>
  );
}
