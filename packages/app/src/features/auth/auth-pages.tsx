import { useNavigate } from "react-router";
import { useLingui } from "@lingui/react/macro";
import { sessionActions } from "@casino/core";
import { Button } from "@casino/ui";
import { AppLink } from "../../shared/router-link.tsx";
import { PageCard, Row, Stack, Text } from "../../shared/layout/card.tsx";
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
    <PageCard title={t`Sign in`}>
      <Stack>
        <LoginForm onForgotPassword={() => navigate("/forgot-password")} />
        <SocialButtons />
        <Text>
          {t`New here?`} <AppLink to="/sign-up">{t`Create an account`}</AppLink>
        </Text>
      </Stack>
    </PageCard>
  );
}

/** `/sign-up` (guest-only, no layout). */
export function SignUpPage() {
  const { t } = useLingui();
  return (
    <PageCard title={t`Create your account`}>
      <Stack>
        <RegisterForm />
        <SocialButtons />
        <Text>
          {t`Already have an account?`} <AppLink to="/login">{t`Sign in`}</AppLink>
        </Text>
      </Stack>
    </PageCard>
  );
}

/** `/sign-up/welcome`: after registering when the e-mail must be verified. */
export function WelcomePage() {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  return (
    <PageCard title={t`Welcome aboard!`}>
      <Stack>
        <Text>{t`Your account was created. We sent you an e-mail: open its link to verify your address, then sign in.`}</Text>
        <Row>
          <AppLink to="/">{t`Back to the lobby`}</AppLink>
          <Button
            onClick={() => dispatch(sessionActions.authDialogOpened({ tab: "login" }))}
          >{t`Sign in`}</Button>
        </Row>
      </Stack>
    </PageCard>
  );
}

/** `/forgot-password`. */
export function ForgotPasswordPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <PageCard title={t`Reset your password`}>
      <Stack>
        <Text>{t`Enter the e-mail address of your account and we will send you a link to choose a new password.`}</Text>
        <ForgotPasswordForm
          onSent={(email) =>
            navigate(`/forgot-password/send-success?email=${encodeURIComponent(email)}`)
          }
        />
        <AppLink to="/login">{t`Back to sign in`}</AppLink>
      </Stack>
    </PageCard>
  );
}

/** `/forgot-password/send-success`. */
export function SendSuccessPage() {
  const { t } = useLingui();
  return (
    <PageCard title={t`Check your inbox`}>
      <Stack>
        <Text role="status">{t`If an account exists for this address, a reset link is on its way. The link is valid for 60 minutes.`}</Text>
        <AppLink to="/">{t`Back to the lobby`}</AppLink>
      </Stack>
    </PageCard>
  );
}
