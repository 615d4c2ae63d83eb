import { Formik } from "formik";
import { object } from "yup";
import { useLingui } from "@lingui/react/macro";
import { appActions, emailSchema, selectUser, usernameSchema } from "@casino/core";
import { Button, Dialog } from "@casino/ui";
import { FormAlert } from "../../shared/form/form-alert.tsx";
import { FormTextField } from "../../shared/form/form-fields.tsx";
import { formErrorKey, ServerFieldErrors } from "../../shared/form/server-errors.ts";
import { StackedForm } from "../../shared/form/styled-form.tsx";
import { asRequestError } from "../../shared/request-error.ts";
import { Text } from "../../shared/layout/card.tsx";
import { useAppDispatch, useAppSelector } from "../../shared/store-hooks.ts";
import { useUpdateUserInformation } from "./profile-api.ts";

const schema = object({ username: usernameSchema(), email: emailSchema() });

/**
 * The update-user-info dialog: username and e-mail. A new e-mail must be verified again (the
 * server sends the link).
 */
export function UpdateUserInfoDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const [update, { isLoading, error }] = useUpdateUserInformation();
  const failure = asRequestError(error);
  const initial = { username: user?.username ?? "", email: user?.email ?? "" };
  return (
    <Dialog open={open} onClose={onClose} title={t`Edit account`} closeLabel={t`Close`} size="sm">
      <Formik
        initialValues={initial}
        validationSchema={schema}
        onSubmit={async (values) => {
          const body: { username?: string; email?: string } = {};
          if (values.username.trim() !== initial.username) body.username = values.username.trim();
          if (values.email.trim() !== initial.email) body.email = values.email.trim();
          if (Object.keys(body).length === 0) return onClose();
          const result = await update(body);
          if ("data" in result) {
            dispatch(appActions.toastQueued({ kind: "success", message: "user_info_updated" }));
            onClose();
          }
        }}
      >
        <StackedForm aria-label={t`Edit account`}>
          <ServerFieldErrors error={failure} />
          <FormTextField name="username" label={t`Username`} autoComplete="username" />
          <FormTextField name="email" type="email" label={t`E-mail`} autoComplete="email" />
          <Text>{t`If you change your e-mail address, we send a link to verify the new one.`}</Text>
          <FormAlert message={formErrorKey(failure, ["username", "email"])} />
          <Button type="submit" loading={isLoading}>
            {t`Save`}
          </Button>
        </StackedForm>
      </Formik>
    </Dialog>
  );
}
