import { Formik } from "formik";
import { useLingui } from "@lingui/react/macro";
import { appActions, changePasswordFormSchema } from "@casino/core";
import { Button } from "@casino/ui";
import { FormAlert } from "../../shared/form/form-alert.tsx";
import { FormPasswordField } from "../../shared/form/form-fields.tsx";
import { formErrorKey, ServerFieldErrors } from "../../shared/form/server-errors.ts";
import { StackedForm } from "../../shared/form/styled-form.tsx";
import { asRequestError } from "../../shared/request-error.ts";
import { useAppDispatch } from "../../shared/store-hooks.ts";
import { PageTitle } from "../frame/page-title.tsx";
import { useChangePassword } from "./profile-api.ts";
import { Column, Section } from "./section.tsx";

const empty = { current_password: "", password: "", password_confirmation: "" };

/** `/profile/change-password` (signed-in only). Other sessions are signed out by the server. */
export function ChangePasswordPage() {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const [change, { isLoading, error }] = useChangePassword();
  const failure = asRequestError(error);
  return (
    <Column>
      <PageTitle>{t`Change password`}</PageTitle>
      <Section title={t`New password`}>
        <Formik
          initialValues={empty}
          validationSchema={changePasswordFormSchema}
          onSubmit={async (values, helpers) => {
            const result = await change(values);
            if (!("error" in result)) {
              dispatch(appActions.toastQueued({ kind: "success", message: "password_updated" }));
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
            />
            <FormPasswordField
              name="password"
              label={t`New password`}
              autoComplete="new-password"
              checklist
            />
            <FormPasswordField
              name="password_confirmation"
              label={t`Repeat the new password`}
              autoComplete="new-password"
            />
            <FormAlert message={formErrorKey(failure, Object.keys(empty))} />
            <Button type="submit" loading={isLoading} loadingLabel={t`Saving`}>
              {t`Change password`}
            </Button>
          </StackedForm>
        </Formik>
      </Section>
    </Column>
  );
}
