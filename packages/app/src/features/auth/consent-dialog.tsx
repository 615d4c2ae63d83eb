import { Formik } from "formik";
import { useLingui } from "@lingui/react/macro";
import { consentFormSchema, selectLogoutPending, sessionActions, profileApi } from "@casino/core";
import { Button, RequiredDialog, Inline } from "@casino/ui";
import { FormAlert } from "../../shared/form/form-alert.tsx";
import { formErrorKey, ServerFieldErrors } from "../../shared/form/server-errors.ts";
import { StackedForm } from "../../shared/form/styled-form.tsx";
import { asRequestError } from "../../shared/request-error.ts";
import { useAppDispatch, useAppSelector, useMutation } from "@casino/core/react";
import { ConsentFields, consentFieldNames } from "./consent-fields.tsx";

/**
 * "Before you play": the age and terms confirmation of an account that joined without the sign-up
 * form (Google, Facebook, Telegram) or before it asked (see ConsentDialogHost). The same two boxes
 * as the sign-up form; Continue records them (`POST /api/user/consent`), whose answer, the player
 * with `consent_required` false, replaces the cached one and so closes the dialog. Play is blocked
 * until then, so Escape and the backdrop do not close it: Sign out is the other way out.
 */
export function ConsentDialog() {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const signingOut = useAppSelector(selectLogoutPending);
  const [give, { isLoading, error }] = useMutation(profileApi.endpoints.giveConsent);
  const failure = asRequestError(error);
  const title = t`Before you play`;
  return (
    <RequiredDialog
      open
      size="sm"
      title={title}
      description={t`Confirm these once to deposit, play for real money and claim bonuses.`}
    >
      <Formik
        initialValues={{ age_confirmed: false, terms_accepted: false }}
        validationSchema={consentFormSchema}
        onSubmit={async (values) => {
          await give(values);
        }}
      >
        <StackedForm aria-label={title} noValidate>
          <ServerFieldErrors error={failure} />
          <ConsentFields purpose="play" />
          <FormAlert message={formErrorKey(failure, consentFieldNames)} />
          <Inline gap="sm" justify="between">
            <Button
              type="button"
              variant="secondary"
              loading={signingOut}
              loadingLabel={t`Signing out`}
              onClick={() => dispatch(sessionActions.logoutRequested())}
            >
              {t`Sign out`}
            </Button>
            <Button type="submit" loading={isLoading} loadingLabel={t`Please wait`}>
              {t`Continue`}
            </Button>
          </Inline>
        </StackedForm>
      </Formik>
    </RequiredDialog>
  );
}
