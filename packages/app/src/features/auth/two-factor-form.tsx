import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { sessionActions } from "@casino/core";
import { isOneTimeCode } from "@casino/rules";
import { Button, OtpInput, TextField, Inline, Stack } from "@casino/ui";
import { FormAlert } from "../../shared/form/form-alert.tsx";
import { useAuthFlow } from "./use-auth-flow.ts";
import { useTranslateMessage } from "../../i18n/use-translate-message.ts";

/** The actions of a sign-in step two: switch to the other kind of code, or verify this one. */
function ChallengeActions({
  switchLabel,
  onSwitch,
  pending,
  disabled,
}: {
  switchLabel: string;
  onSwitch: () => void;
  pending: boolean;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  return (
    <Inline gap="sm" justify="between">
      <Button variant="ghost" size="sm" onClick={onSwitch}>
        {switchLabel}
      </Button>
      <Button type="submit" loading={pending} loadingLabel={t`Checking`} disabled={disabled}>
        {t`Verify`}
      </Button>
    </Inline>
  );
}

/** Sign-in step two: the 6-digit code of the authenticator app (two_factor tab). */
export function TwoFactorForm() {
  const { t } = useLingui();
  const { dispatch, pending, error } = useAuthFlow();
  const translate = useTranslateMessage();
  const [code, setCode] = useState("");
  const submit = (value: string) => {
    if (isOneTimeCode(value)) dispatch(sessionActions.twoFactorChallengeSubmitted({ code: value }));
  };
  return (
    <form
      noValidate
      aria-label={t`Two-factor authentication`}
      onSubmit={(event) => {
        event.preventDefault();
        submit(code);
      }}
    >
      <Stack gap="md">
        <OtpInput
          label={t`Authentication code`}
          cellLabel={(position, length) => t`Digit ${position} of ${length}`}
          value={code}
          onChange={setCode}
          onComplete={submit}
          hint={t`Open your authenticator app and enter the 6-digit code.`}
          error={
            error
              ? translate(error.fieldErrors.code?.[0] ?? error.code ?? error.message)
              : undefined
          }
          autoFocus
        />
        <ChallengeActions
          switchLabel={t`Use a recovery code`}
          onSwitch={() => dispatch(sessionActions.authTabChanged("recovery"))}
          pending={pending}
          disabled={!isOneTimeCode(code)}
        />
      </Stack>
    </form>
  );
}

/** Sign-in step two with a recovery code instead of the app (recovery tab). */
export function RecoveryCodeForm() {
  const { t } = useLingui();
  const { dispatch, pending, error } = useAuthFlow();
  const [code, setCode] = useState("");
  const [touched, setTouched] = useState(false);
  const blank = code.trim() === "";
  return (
    <form
      noValidate
      aria-label={t`Recovery code`}
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (!blank)
          dispatch(sessionActions.twoFactorChallengeSubmitted({ recovery_code: code.trim() }));
      }}
    >
      <Stack gap="md">
        <TextField
          label={t`Recovery code`}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="one-time-code"
          hint={t`Each recovery code works once.`}
          error={touched && blank ? t`This field is required.` : undefined}
        />
        <FormAlert message={error ? (error.code ?? error.message) : null} />
        <ChallengeActions
          switchLabel={t`Use the authenticator app`}
          onSwitch={() => dispatch(sessionActions.authTabChanged("two_factor"))}
          pending={pending}
        />
      </Stack>
    </form>
  );
}
