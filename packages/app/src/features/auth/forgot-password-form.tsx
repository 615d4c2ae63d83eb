import { Formik } from "formik";
import { useLingui } from "@lingui/react/macro";
import { forgotPasswordFormSchema, accountApi } from "@casino/core";
import { useMutation } from "@casino/core/react";
import { Button } from "@casino/ui";
import { FormAlert } from "../../shared/form/form-alert.tsx";
import { FormTextField } from "../../shared/form/form-fields.tsx";
import { formErrorKey, ServerFieldErrors } from "../../shared/form/server-errors.ts";
import { StackedForm } from "../../shared/form/styled-form.tsx";
import { asRequestError } from "../../shared/request-error.ts";

/** Asks for a password-reset link; calls `onSent` with the address once the server accepted it. */
export function ForgotPasswordForm({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useLingui();
  const [send, { isLoading, error }] = useMutation(accountApi.endpoints.forgotPassword);
  const failure = asRequestError(error);
  return (
    <Formik
      initialValues={{ email: "" }}
      validationSchema={forgotPasswordFormSchema}
      onSubmit={async (values) => {
        const email = values.email.trim();
        const result = await send({ email });
        if (!("error" in result)) onSent(email);
      }}
    >
      <StackedForm aria-label={t`Reset password`}>
        <ServerFieldErrors error={failure} />
        <FormTextField name="email" type="email" label={t`E-mail`} autoComplete="email" />
        <FormAlert message={formErrorKey(failure, ["email"])} />
        <Button type="submit" fullWidth loading={isLoading} loadingLabel={t`Sending`}>
          {t`Send reset link`}
        </Button>
      </StackedForm>
    </Formik>
  );
}
