import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { selectAuthDialog, sessionActions, type AuthTab } from "@casino/core";
import { useAppDispatch, useAppSelector } from "@casino/core/react";
import { Dialog, Tabs, Stack, Text } from "@casino/ui";
import { ForgotPasswordForm } from "./forgot-password-form.tsx";
import { LoginForm } from "./login-form.tsx";
import { RegisterForm } from "./register-form.tsx";
import { SocialButtons } from "./social-buttons.tsx";
import { RecoveryCodeForm, TwoFactorForm } from "./two-factor-form.tsx";

/**
 * The auth dialog with its tabs login, register, forgot_password, two_factor and
 * recovery; which one shows is the core's session state.
 */
export function AuthDialog() {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const { open, tab } = useAppSelector(selectAuthDialog);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const close = () => dispatch(sessionActions.authDialogClosed());
  const titles: Record<AuthTab, string> = {
    login: t`Welcome back`,
    register: t`Create your account`,
    forgot_password: t`Reset your password`,
    two_factor: t`Two-factor authentication`,
    recovery: t`Use a recovery code`,
  };
  let body;
  if (tab === "login" || tab === "register") {
    body = (
      <Stack gap="md">
        <Tabs
          label={t`Sign in or create an account`}
          value={tab}
          fitted
          onValueChange={(id) => dispatch(sessionActions.authTabChanged(id as AuthTab))}
          tabs={[
            {
              id: "login",
              label: t`Sign in`,
              content: (
                <LoginForm
                  onForgotPassword={() =>
                    dispatch(sessionActions.authTabChanged("forgot_password"))
                  }
                />
              ),
            },
            { id: "register", label: t`Sign up`, content: <RegisterForm /> },
          ]}
        />
        <SocialButtons />
      </Stack>
    );
  } else if (tab === "forgot_password") {
    body = sentTo ? (
      <Text
        tone="subdued"
        role="status"
      >{t`If an account exists for ${sentTo}, a reset link is on its way. Check your inbox.`}</Text>
    ) : (
      <ForgotPasswordForm onSent={setSentTo} />
    );
  } else if (tab === "two_factor") {
    body = <TwoFactorForm />;
  } else {
    body = <RecoveryCodeForm />;
  }
  return (
    <Dialog open={open} onClose={close} title={titles[tab]} closeLabel={t`Close`} size="sm">
      {body}
    </Dialog>
  );
}
