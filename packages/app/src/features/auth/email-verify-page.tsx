import { useEffect, useMemo, useRef } from "react";
import { useSearchParams } from "react-router";
import { useLingui } from "@lingui/react/macro";
import {
  href,
  routes,
  selectIsLoggedIn,
  sessionActions,
  userActions,
  accountApi,
  type EmailVerificationQuery,
} from "@casino/core";
import { Button, Spinner, Inline, Page, Panel, Stack, Text } from "@casino/ui";
import { FormAlert } from "../../shared/form/form-alert.tsx";
import { asRequestError } from "../../shared/request-error.ts";
import { AppLink } from "../../shared/router-link.tsx";
import { useAppDispatch, useAppSelector, useMutation } from "@casino/core/react";

/** The link's parameters in the contract's shape, or null when the link is malformed. */
export function readVerificationLink(params: URLSearchParams): EmailVerificationQuery | null {
  const id = Number(params.get("id"));
  const expires = Number(params.get("expires"));
  const hash = params.get("hash") ?? "";
  const signature = params.get("signature") ?? "";
  const wellFormed =
    Number.isInteger(id) &&
    id > 0 &&
    Number.isInteger(expires) &&
    expires > 0 &&
    /^[0-9a-f]{40}$/.test(hash) &&
    /^[0-9a-f]{64}$/.test(signature);
  return wellFormed ? { id, hash, expires, signature } : null;
}

/**
 * `/email/verify?id=...&hash=...&expires=...&signature=...`: the signed, expiring link of the
 * verification mail. The parameters go to the server as they came; the server checks the signature.
 */
export function EmailVerifyPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [verify, { isSuccess, isError, error }] = useMutation(accountApi.endpoints.verifyEmail);
  const started = useRef(false);
  const link = useMemo(() => readVerificationLink(params), [params]);
  const valid = link !== null;
  useEffect(() => {
    if (!link || started.current) return;
    started.current = true;
    void verify(link).then((result) => {
      if (!("error" in result) && loggedIn) dispatch(userActions.fetchRequested());
    });
  }, [link, verify, loggedIn, dispatch]);
  const failure = asRequestError(error);
  return (
    <Page width="narrow">
      <Panel title={t`E-mail verification`} headingLevel={1} padding="xl">
        <Stack gap="md">
          {!valid ? <FormAlert message="verification_link_invalid" /> : null}
          {valid && !isSuccess && !isError ? (
            <Spinner label={t`Verifying your e-mail address`} />
          ) : null}
          {isSuccess ? (
            <Text tone="subdued" role="status">{t`Your e-mail address is verified.`}</Text>
          ) : null}
          {isError ? <FormAlert message={failure?.code ?? failure?.message} /> : null}
          <Inline gap="sm" justify="between">
            <AppLink to={href(routes.lobby)}>{t`Back to the lobby`}</AppLink>
            {isSuccess && !loggedIn ? (
              <Button
                onClick={() => dispatch(sessionActions.authDialogOpened({ tab: "login" }))}
              >{t`Sign in`}</Button>
            ) : null}
          </Inline>
        </Stack>
      </Panel>
    </Page>
  );
}
