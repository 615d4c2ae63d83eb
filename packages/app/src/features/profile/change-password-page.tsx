import { Formik } from "formik";
import { useLingui } from "@lingui/react/macro";
import {
  changePasswordFormSchema,
  profileApi,
  selectTwoFactorConfirmed,
  selectUser,
  setPasswordFormSchema,
  toastActions,
} from "@casino/core";
import { Button } from "@casino/ui";
import { FormAlert } from "../../shared/form/form-alert.tsx";
import {
  FormPasswordField,
  NewPasswordFields,
  FormTextField,
} from "../../shared/form/form-fields.tsx";
import { formErrorKey, ServerFieldErrors } from "../../shared/form/server-errors.ts";
import { StackedForm } from "../../shared/form/styled-form.tsx";
import { asRequestError } from "../../shared/request-error.ts";
import { useAppDispatch, useAppSelector, useMutation } from "@casino/core/react";
import { PageTitle } from "../page/index.ts";
import { Column, Section } from "./section.tsx";

const empty = { current_password: "", code: "", password: "", password_confirmation: "" };

/**
 * `/profile/change-password` (signed-in only). Other sessions are signed out by the server. An
 * e-mail account proves the change with its current password. A Telegram or social sign-up may
 * have none yet: it leaves the field empty and sets a first password, proven with a two-factor
 * code when two-factor is on (else the server asks for a recent sign-in).
 */
export function ChangePasswordPage() {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const twoFactor = useAppSelector(selectTwoFactorConfirmed);
  const [change, { isLoading, error }] = useMutation(profileApi.endpoints.changePassword);
  const failure = asRequestError(error);
  const hasPassword = user?.login_method === "email";
  const askCode = !hasPassword && (twoFactor || failure?.fieldErrors.code !== undefined);
  const fields = ["current_password", "password", "password_confirmation"];
  if (askCode) fields.push("code");
  const alert =
    failure?.code === "token_expired"
      ? t`For your security, sign in again, then set your password within 10 minutes.`
      : formErrorKey(failure, fields);
  return (
    <Column>
      <PageTitle>{t`Change password`}</PageTitle>
      <Section title={t`New password`}>
        <Formik
          initialValues={empty}
          validationSchema={hasPassword ? changePasswordFormSchema : setPasswordFormSchema}
          onSubmit={async (values, helpers) => {
            const result = await change({
              password: values.password,
              password_confirmation: values.password_confirmation,
              ...(values.current_password ? { current_password: values.current_password } : {}),
              ...(askCode && values.code ? { code: values.code } : {}),
            });
            if (!("error" in result)) {
              dispatch(toastActions.queued({ kind: "success", message: "password_updated" }));
              helpers.resetForm();
            }
          }}
        >
          <StackedForm aria-label={t`Change password`}>
            <ServerFieldErrors error={failure} />
            <FormPasswordField
              name="current_password"
              label={t`Current password`}
              autoComplete="current-password"
              hint={hasPassword ? undefined : t`Leave it empty if you have never set a password.`}
            />
            {askCode ? (
              <FormTextField
                name="code"
                label={t`Code from your authenticator app`}
                hint={t`Needed to set a first password.`}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
              />
            ) : null}
            <NewPasswordFields />
            <FormAlert message={alert} />
            <Button type="submit" loading={isLoading} loadingLabel={t`Saving`}>
              {t`Change password`}
            </Button>
          </StackedForm>
        </Formik>
      </Section>
    </Column>
  );
}
