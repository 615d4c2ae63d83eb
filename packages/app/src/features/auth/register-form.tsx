import { Formik } from "formik";
import { useLingui } from "@lingui/react/macro";
import { registerFormSchema, sessionActions } from "@casino/core";
import { Button } from "@casino/ui";
import { FormAlert } from "../../shared/form/form-alert.tsx";
import { FormPasswordField, FormTextField } from "../../shared/form/form-fields.tsx";
import { formErrorKey, ServerFieldErrors } from "../../shared/form/server-errors.ts";
import { StackedForm } from "../../shared/form/styled-form.tsx";
import { useAuthFlow } from "./use-auth-flow.ts";

const fields = ["username", "email", "password"] as const;

/** Registration form with the live password checklist; a stored bonus code is sent by the core. */
export function RegisterForm() {
  const { t } = useLingui();
  const { dispatch, pending, error } = useAuthFlow();
  return (
    <Formik
      initialValues={{ username: "", email: "", password: "" }}
      validationSchema={registerFormSchema}
      onSubmit={(values) => {
        dispatch(
          sessionActions.registerSubmitted({
            username: values.username.trim(),
            email: values.email.trim(),
            password: values.password,
          }),
        );
      }}
    >
      <StackedForm aria-label={t`Create account`}>
        <ServerFieldErrors error={error} />
        <FormTextField name="username" label={t`Username`} autoComplete="username" />
        <FormTextField name="email" type="email" label={t`E-mail`} autoComplete="email" />
        <FormPasswordField
          name="password"
          label={t`Password`}
          autoComplete="new-password"
          checklist
        />
        <FormAlert message={formErrorKey(error, fields)} />
        <Button type="submit" fullWidth loading={pending} loadingLabel={t`Creating your account`}>
          {t`Create account`}
        </Button>
      </StackedForm>
    </Formik>
  );
}
