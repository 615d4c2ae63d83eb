import { useState } from "react";
import { Formik } from "formik";
import { useParams, useSearchParams } from "react-router";
import { useLingui } from "@lingui/react/macro";
import {
  accountApi,
  href,
  resetPasswordFormSchema,
  routes,
  sessionActions,
  toastActions,
} from "@casino/core";
import { Button, Page, Panel, Stack, Text } from "@casino/ui";
import { FormAlert } from "../../shared/form/form-alert.tsx";
import { NewPasswordFields } from "../../shared/form/form-fields.tsx";
import { formErrorKey, ServerFieldErrors } from "../../shared/form/server-errors.ts";
import { StackedForm } from "../../shared/form/styled-form.tsx";
import { asRequestError } from "../../shared/request-error.ts";
import { AppLink } from "../../shared/router-link.tsx";
import { useAppDispatch, useMutation } from "@casino/core/react";

/** `/password/reset/{token}?email=...`: chooses a new password (sent as its own confirmation). */
export function ResetPasswordPage() {
  const { t } = useLingui();
  const { token = "" } = useParams();
  const [params] = useSearchParams();
  const email = params.get("email") ?? "";
  const dispatch = useAppDispatch();
  const [reset, { isLoading, error }] = useMutation(accountApi.endpoints.resetPassword);
  const [done, setDone] = useState(false);
  const failure = asRequestError(error);
  if (done) {
    return (
      <Page width="narrow">
        <Panel title={t`Password changed`} headingLevel={1} padding="xl">
          <Stack gap="md">
            <Text
              tone="subdued"
              role="status"
            >{t`Your password was updated. Sign in with your new password.`}</Text>
            <Button
              onClick={() => dispatch(sessionActions.authDialogOpened({ tab: "login" }))}
            >{t`Sign in`}</Button>
          </Stack>
        </Panel>
      </Page>
    );
  }
  return (
    <Page width="narrow">
      <Panel title={t`Choose a new password`} headingLevel={1} padding="xl">
        <Formik
          initialValues={{ password: "", password_confirmation: "" }}
          validationSchema={resetPasswordFormSchema}
          onSubmit={async (values) => {
            const result = await reset({
              token,
              email,
              password: values.password,
              password_confirmation: values.password,
            });
            if (!("error" in result)) {
              dispatch(toastActions.queued({ kind: "success", message: "password_updated" }));
              setDone(true);
            }
          }}
        >
          <StackedForm aria-label={t`Choose a new password`}>
            <ServerFieldErrors error={failure} />
            <NewPasswordFields />
            <FormAlert
              message={failure?.fieldErrors.token?.[0] ?? formErrorKey(failure, ["password"])}
            />
            <Button type="submit" fullWidth loading={isLoading}>
              {t`Save the new password`}
            </Button>
            <AppLink to={href(routes.forgotPassword)}>{t`Request a new link`}</AppLink>
          </StackedForm>
        </Formik>
      </Panel>
    </Page>
  );
}
