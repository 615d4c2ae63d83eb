import { Formik } from "formik";
import { useLingui } from "@lingui/react/macro";
import { registerFormSchema, selectSignUpPrefill, sessionActions } from "@casino/core";
import { Button } from "@casino/ui";
import { FormAlert } from "../../shared/form/form-alert.tsx";
import { FormPasswordField, FormTextField } from "../../shared/form/form-fields.tsx";
import { formErrorKey, ServerFieldErrors } from "../../shared/form/server-errors.ts";
import { StackedForm } from "../../shared/form/styled-form.tsx";
import { useAppSelector } from "@casino/core/react";
import { useAuthFlow } from "./use-auth-flow.ts";
import { ConsentFields, consentFieldNames } from "./consent-fields.tsx";

const fields = [
  "username",
  "email",
  "password",
  "voucher_code",
  "reference",
  ...consentFieldNames,
] as const;

/**
 * Registration form: username, e-mail, password with its live checklist, an optional promotion
 * code (`voucher_code`, prefilled from a bonus-code link) and referral code (prefilled from the
 * referral link), and the two boxes the server requires: of legal age, terms accepted.
 */
export function RegisterForm() {
  const { t } = useLingui();
  const { dispatch, pending, error } = useAuthFlow();
  const prefill = useAppSelector(selectSignUpPrefill);
  return (
    <Formik
      enableReinitialize
      initialValues={{
        username: "",
        email: "",
        password: "",
        voucher_code: prefill.voucherCode ?? "",
        reference: prefill.reference ?? "",
        age_confirmed: false,
        terms_accepted: false,
      }}
      validationSchema={registerFormSchema}
      onSubmit={(values) => {
        dispatch(
          sessionActions.registerSubmitted({
            username: values.username.trim(),
            email: values.email.trim(),
            password: values.password,
            voucher_code: values.voucher_code.trim(),
            reference: values.reference.trim(),
            age_confirmed: values.age_confirmed,
            terms_accepted: values.terms_accepted,
          }),
        );
      }}
    >
      <StackedForm aria-label={t`Create account`} noValidate>
        <ServerFieldErrors error={error} />
        <FormTextField name="username" label={t`Username`} autoComplete="username" />
        <FormTextField name="email" type="email" label={t`E-mail`} autoComplete="email" />
        <FormPasswordField
          name="password"
          label={t`Password`}
          autoComplete="new-password"
          checklist
        />
        <FormTextField
          name="voucher_code"
          label={t`Promo code (optional)`}
          hint={t`A bonus code from a promotion. Its bonus waits for you in Bonuses.`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
        />
        <FormTextField
          name="reference"
          label={t`Referral code (optional)`}
          hint={prefill.reference ? t`Filled in from the invitation link you followed.` : undefined}
          autoComplete="off"
          spellCheck={false}
          maxLength={255}
        />
        <ConsentFields purpose="sign-up" />
        <FormAlert message={formErrorKey(error, fields)} />
        <Button type="submit" fullWidth loading={pending} loadingLabel={t`Creating your account`}>
          {t`Create account`}
        </Button>
      </StackedForm>
    </Formik>
  );
}
