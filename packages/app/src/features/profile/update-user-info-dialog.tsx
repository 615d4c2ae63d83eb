import { useState } from "react";
import { Formik } from "formik";
import { object, string } from "yup";
import { useLingui } from "@lingui/react/macro";
import {
  emailSchema,
  optionalOneTimeCodeSchema,
  profileApi,
  selectTwoFactorConfirmed,
  selectUser,
  toastActions,
  usernameSchema,
} from "@casino/core";
import { Button, Dialog, Text } from "@casino/ui";
import { FormAlert } from "../../shared/form/form-alert.tsx";
import { FormPasswordField, FormTextField } from "../../shared/form/form-fields.tsx";
import { formErrorKey, ServerFieldErrors } from "../../shared/form/server-errors.ts";
import { StackedForm } from "../../shared/form/styled-form.tsx";
import { asRequestError } from "../../shared/request-error.ts";
import { useAppDispatch, useAppSelector, useMutation } from "@casino/core/react";

const schema = object({
  username: usernameSchema(),
  email: emailSchema(),
  current_password: string().default(""),
  code: optionalOneTimeCodeSchema(),
});

type Body = { username?: string; email?: string; current_password?: string; code?: string };

/**
 * The update-user-info dialog: username and e-mail. A new e-mail must be verified again (the
 * server sends the link, and tells the old address). Changing the e-mail is proven with the
 * current password, or a code from the authenticator app when two-factor is on.
 */
export function UpdateUserInfoDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const twoFactor = useAppSelector(selectTwoFactorConfirmed);
  const [usePassword, setUsePassword] = useState(false);
  const [update, { isLoading, error }] = useMutation(profileApi.endpoints.updateUserInformation);
  const failure = asRequestError(error);
  const hasPassword = user?.login_method === "email";
  const proof: "code" | "current_password" =
    twoFactor && !usePassword ? "code" : "current_password";
  const initial = {
    username: user?.username ?? "",
    email: user?.email ?? "",
    current_password: "",
    code: "",
  };
  const alert =
    failure?.code === "token_expired"
      ? t`For your security, sign in again, then change your e-mail within 10 minutes.`
      : formErrorKey(failure, ["username", "email", proof]);
  return (
    <Dialog open={open} onClose={onClose} title={t`Edit account`} closeLabel={t`Close`} size="sm">
      <Formik
        initialValues={initial}
        validationSchema={schema}
        onSubmit={async (values, helpers) => {
          const body: Body = {};
          const email = values.email.trim();
          if (values.username.trim() !== initial.username) body.username = values.username.trim();
          if (email !== initial.email) {
            body.email = email;
            const given = values[proof];
            if (!given && (proof === "code" || hasPassword))
              return helpers.setFieldError(proof, "required");
            if (given) body[proof] = given;
          }
          if (Object.keys(body).length === 0) return onClose();
          const result = await update(body);
          if ("data" in result) {
            dispatch(toastActions.queued({ kind: "success", message: "user_info_updated" }));
            onClose();
          }
        }}
      >
        {({ values }) => (
          <StackedForm aria-label={t`Edit account`}>
            <ServerFieldErrors error={failure} />
            <FormTextField name="username" label={t`Username`} autoComplete="username" />
            <FormTextField name="email" type="email" label={t`E-mail`} autoComplete="email" />
            <Text tone="subdued">{t`If you change your e-mail address, we send a link to verify the new one.`}</Text>
            {values.email.trim() !== initial.email ? (
              proof === "code" ? (
                <>
                  <FormTextField
                    name="code"
                    label={t`Code from your authenticator app`}
                    hint={t`Confirm the new address with a code from your authenticator app.`}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={6}
                  />
                  <Button variant="ghost" size="sm" onClick={() => setUsePassword(true)}>
                    {t`Use your password instead`}
                  </Button>
                </>
              ) : (
                <FormPasswordField
                  name="current_password"
                  label={t`Current password`}
                  autoComplete="current-password"
                  hint={
                    hasPassword
                      ? t`Confirm the new address with your password.`
                      : t`Leave it empty if you have never set a password.`
                  }
                />
              )
            ) : null}
            <FormAlert message={alert} />
            <Button type="submit" loading={isLoading}>
              {t`Save`}
            </Button>
          </StackedForm>
        )}
      </Formik>
    </Dialog>
  );
}
