import { useLingui } from "@lingui/react/macro";
import { sessionActions } from "@casino/core";
import { Button, FunModeBanner } from "@casino/ui";
import { useAppDispatch } from "@casino/core/react";

/** Fun mode's notice: the balance is demo money, with Sign up (and Sign in) to play for real. */
export function FunNotice() {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  return (
    <FunModeBanner
      title={t`Fun mode: demo money`}
      description={t`You are playing with pretend money, not real money: wins and losses are not paid. Sign up to play for real.`}
      actions={
        <>
          <Button
            size="sm"
            onClick={() => dispatch(sessionActions.authDialogOpened({ tab: "register" }))}
          >{t`Sign up`}</Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => dispatch(sessionActions.authDialogOpened({ tab: "login" }))}
          >{t`Sign in`}</Button>
        </>
      }
    />
  );
}
