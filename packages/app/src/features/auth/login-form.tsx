import { Formik } from "formik";
import { useLingui } from "@lingui/react/macro";
import { loginFormSchema, sessionActions } from "@casino/core";
import { Button, Inline } from "@casino/ui";
import { FormAlert } from "../../shared/form/form-alert.tsx";
import { FormPasswordField, FormTextField } from "../../shared/form/form-fields.tsx";
import { formErrorKey, ServerFieldErrors } from "../../shared/form/server-errors.ts";
import { StackedForm } from "../../shared/form/styled-form.tsx";
import { useAuthFlow } from "./use-auth-flow.ts";

const fields = ["username_or_email", "password"] as const;

/** Sign-in form (username or e-mail, password); the core's login flow does the rest. */
export function LoginForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const { t } = useLingui();
  const { dispatch, pending, error } = useAuthFlow();
  return (
    <Formik
      initialValues={{ username_or_email: "", password: "" }}
      validationSchema={loginFormSchema}
      onSubmit={(values) => {
        dispatch(
          sessionActions.loginSubmitted({
            username_or_email: values.username_or_email.trim(),
            password: values.password,
          }),
        );
      }}
    >
      <StackedForm aria-label={t`Sign in`}>
        <ServerFieldErrors error={error} />
        <FormTextField
          name="username_or_email"
          label={t`E-mail or username`}
          autoComplete="username"
        />
        <FormPasswordField name="password" label={t`Password`} autoComplete="current-password" />
        <FormAlert message={formErrorKey(error, fields)} />
        <Inline gap="sm" justify="between">
          <Button variant="ghost" size="sm" onClick={onForgotPassword}>
            {t`Forgot password?`}
          </Button>
          <Button type="submit" loading={pending} loadingLabel={t`Signing in`}>
            {t`Sign in`}
          </Button>
        </Inline>
      </StackedForm>
    </Formik>
  );
}
