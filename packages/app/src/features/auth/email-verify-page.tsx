import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { useLingui } from "@lingui/react/macro";
import { selectIsLoggedIn, sessionActions, userActions } from "@casino/core";
import { Button, Spinner } from "@casino/ui";
import { FormAlert } from "../../shared/form/form-alert";
import { PageCard, Row, Stack, Text } from "../../shared/layout/card";
import { asRequestError } from "../../shared/request-error";
import { AppLink } from "../../shared/router-link";
import { useAppDispatch, useAppSelector } from "../../shared/store-hooks";
import { useVerifyEmailMutation } from "./auth-api";

/** `/email/verify?id=...&hash=...`: the link of the verification mail. */
export function EmailVerifyPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [verify, { isSuccess, isError, error }] = useVerifyEmailMutation();
  const started = useRef(false);
  const id = Number(params.get("id"));
  const hash = params.get("hash") ?? "";
  const valid = Number.isInteger(id) && id > 0 && /^[0-9a-f]{40}$/.test(hash);
  useEffect(() => {
    if (!valid || started.current) return;
    started.current = true;
    void verify({ id, hash }).then((result) => {
      if (!("error" in result) && loggedIn) dispatch(userActions.fetchRequested());
    });
  }, [valid, id, hash, verify, loggedIn, dispatch]);
  const failure = asRequestError(error);
  return (
    <PageCard title={t`E-mail verification`}>
      <Stack>
        {!valid ? <FormAlert message="verification_link_invalid" /> : null}
        {valid && !isSuccess && !isError ? <Spinner label={t`Verifying your e-mail address`} /> : null}
        {isSuccess ? <Text role="status">{t`Your e-mail address is verified.`}</Text> : null}
        {isError ? <FormAlert message={failure?.code ?? failure?.message} /> : null}
        <Row>
          <AppLink to="/">{t`Back to the lobby`}</AppLink>
          {isSuccess && !loggedIn ? <Button onClick={() => dispatch(sessionActions.authDialogOpened({ tab: "login" }))}>{t`Sign in`}</Button> : null}
        </Row>
      </Stack>
    </PageCard>
  );
}
