import { useNavigate } from "react-router";
import { useLingui } from "@lingui/react/macro";
import { href, routes, sessionActions } from "@casino/core";
import { Button, Inline, Page, Panel, Stack, Text } from "@casino/ui";
import { AppLink } from "../../shared/router-link.tsx";
import { useAppDispatch } from "@casino/core/react";
import { ForgotPasswordForm } from "./forgot-password-form.tsx";
import { LoginForm } from "./login-form.tsx";
import { RegisterForm } from "./register-form.tsx";
import { SocialButtons } from "./social-buttons.tsx";

/** `/login` (guest-only, no layout). */
export function LoginPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <Page width="narrow">
      <Panel title={t`Sign in`} headingLevel={1} padding="xl">
        <Stack gap="md">
          <LoginForm onForgotPassword={() => navigate(href(routes.forgotPassword))} />
          <SocialButtons />
          <Text tone="subdued">
            {t`New here?`} <AppLink to={href(routes.signUp)}>{t`Create an account`}</AppLink>
          </Text>
        </Stack>
      </Panel>
    </Page>
  );
}

/** `/sign-up` (guest-only, no layout). */
export function SignUpPage() {
  const { t } = useLingui();
  return (
    <Page width="narrow">
      <Panel title={t`Create your account`} headingLevel={1} padding="xl">
        <Stack gap="md">
          <RegisterForm />
          <SocialButtons />
          <Text tone="subdued">
            {t`Already have an account?`} <AppLink to={href(routes.login)}>{t`Sign in`}</AppLink>
          </Text>
        </Stack>
      </Panel>
    </Page>
  );
}

/** `/sign-up/welcome`: after registering when the e-mail must be verified. */
export function WelcomePage() {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  return (
    <Page width="narrow">
      <Panel title={t`Welcome aboard!`} headingLevel={1} padding="xl">
        <Stack gap="md">
          <Text tone="subdued">{t`Your account was created. We sent you an e-mail: open its link to verify your address, then sign in.`}</Text>
          <Inline gap="sm" justify="between">
            <AppLink to={href(routes.lobby)}>{t`Back to the lobby`}</AppLink>
            <Button
              onClick={() => dispatch(sessionActions.authDialogOpened({ tab: "login" }))}
            >{t`Sign in`}</Button>
          </Inline>
        </Stack>
      </Panel>
    </Page>
  );
}

/** `/forgot-password`. */
export function ForgotPasswordPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <Page width="narrow">
      <Panel title={t`Reset your password`} headingLevel={1} padding="xl">
        <Stack gap="md">
          <Text tone="subdued">{t`Enter the e-mail address of your account and we will send you a link to choose a new password.`}</Text>
          <ForgotPasswordForm
            onSent={(email) =>
              navigate(`${href(routes.forgotPasswordSent)}?email=${encodeURIComponent(email)}`)
            }
          />
          <AppLink to={href(routes.login)}>{t`Back to sign in`}</AppLink>
        </Stack>
      </Panel>
    </Page>
  );
}

/** `/forgot-password/send-success`. */
export function SendSuccessPage() {
  const { t } = useLingui();
  return (
    <Page width="narrow">
      <Panel title={t`Check your inbox`} headingLevel={1} padding="xl">
        <Stack gap="md">
          <Text
            tone="subdued"
            role="status"
          >{t`If an account exists for this address, a reset link is on its way. The link is valid for 60 minutes.`}</Text>
          <AppLink to={href(routes.lobby)}>{t`Back to the lobby`}</AppLink>
        </Stack>
      </Panel>
    </Page>
  );
}
