import { Formik } from "formik";
import { object } from "yup";
import { useLingui } from "@lingui/react/macro";
import {
  emailSchema,
  href,
  routes,
  selectSocialEmailUpdate,
  sessionActions,
  usernameSchema,
} from "@casino/core";
import { Button, Page, Panel, Stack, Text } from "@casino/ui";
import { FormAlert } from "../../shared/form/form-alert.tsx";
import { FormTextField } from "../../shared/form/form-fields.tsx";
import { formErrorKey, ServerFieldErrors } from "../../shared/form/server-errors.ts";
import { StackedForm } from "../../shared/form/styled-form.tsx";
import { AppLink } from "../../shared/router-link.tsx";
import { useAppSelector } from "@casino/core/react";
import { useAuthFlow } from "./use-auth-flow.ts";

const schema = object({ email: emailSchema(), username: usernameSchema() });

/** `/login/update-email`: completes a social sign-in whose provider gave no usable e-mail. */
export function UpdateEmailPage() {
  const { t } = useLingui();
  const { dispatch, pending, error } = useAuthFlow();
  const social = useAppSelector(selectSocialEmailUpdate);
  if (!social) {
    return (
      <Page width="narrow">
        <Panel title={t`Finish signing in`} headingLevel={1} padding="xl">
          <Stack gap="md">
            <Text tone="subdued">{t`This step continues a sign-in with Google or Facebook. Please start the sign-in again.`}</Text>
            <AppLink to={href(routes.login)}>{t`Sign in`}</AppLink>
          </Stack>
        </Panel>
      </Page>
    );
  }
  return (
    <Page width="narrow">
      <Panel title={t`Finish signing in`} headingLevel={1} padding="xl">
        <Formik
          initialValues={{ email: social.email ?? "", username: "" }}
          validationSchema={schema}
          onSubmit={(values) => {
            dispatch(
              sessionActions.socialEmailUpdateSubmitted({
                email: values.email.trim(),
                username: values.username.trim(),
              }),
            );
          }}
        >
          <StackedForm aria-label={t`Finish signing in`}>
            <Text tone="subdued">{t`Your account needs an e-mail address and a username.`}</Text>
            <ServerFieldErrors error={error} />
            <FormTextField name="email" type="email" label={t`E-mail`} autoComplete="email" />
            <FormTextField name="username" label={t`Username`} autoComplete="username" />
            <FormAlert message={formErrorKey(error, ["email", "username"])} />
            <Button type="submit" fullWidth loading={pending}>
              {t`Continue`}
            </Button>
          </StackedForm>
        </Formik>
      </Panel>
    </Page>
  );
}
