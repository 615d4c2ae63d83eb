import { useLingui } from "@lingui/react/macro";
import { selectIsLoggedIn, selectUser, sessionActions } from "@casino/core";
import { Button, EmptyState } from "@casino/ui";
import { useAppDispatch, useAppSelector } from "@casino/core/react";
import { HomeLink } from "../errors/index.ts";
import { PageTitle } from "../page/index.ts";
import { DetailsSections } from "./details-sections.tsx";
import { Column } from "./section.tsx";

/**
 * `/complete-information`: asks for what the account still lacks (e-mail, names, date of birth,
 * country), then confirms it is complete.
 */
export function CompleteInformationPage() {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const user = useAppSelector(selectUser);
  if (!loggedIn) {
    return (
      <EmptyState
        title={t`Sign in to complete your details`}
        action={
          <Button
            onClick={() => dispatch(sessionActions.authDialogOpened({ tab: "login" }))}
          >{t`Sign in`}</Button>
        }
      />
    );
  }
  if (user?.is_completed) {
    return (
      <EmptyState
        title={t`Your details are complete`}
        description={t`Thank you! Nothing is missing.`}
        action={<HomeLink label={t`Back to the lobby`} />}
      />
    );
  }
  return (
    <Column>
      <PageTitle>{t`Complete your details`}</PageTitle>
      <DetailsSections />
    </Column>
  );
}
