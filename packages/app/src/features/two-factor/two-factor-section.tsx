import { type FormEvent, useEffect, useState } from "react";
import { Plural, useLingui } from "@lingui/react/macro";
import { coreApi, selectTwoFactor, selectTwoFactorConfirmed, userActions } from "@casino/core";
import { isOneTimeCode } from "@casino/rules";
import { useQuery, useAppDispatch, useAppSelector } from "@casino/core/react";
import {
  Badge,
  Button,
  CopyField,
  Dialog,
  OtpInput,
  PasswordField,
  QrCode,
  Inline,
  Stack,
  Text,
} from "@casino/ui";
import { useTranslateMessage } from "../../i18n/use-translate-message.ts";

function CodeEntry({
  label,
  submitLabel,
  onSubmit,
}: {
  label: string;
  submitLabel: string;
  onSubmit: (code: string) => void;
}) {
  const { t } = useLingui();
  const translate = useTranslateMessage();
  const { pending, error } = useAppSelector(selectTwoFactor);
  const [code, setCode] = useState("");
  return (
    <Stack gap="md">
      <OtpInput
        label={label}
        cellLabel={(position, length) => t`Digit ${position} of ${length}`}
        value={code}
        onChange={setCode}
        error={
          error ? translate(error.fieldErrors.code?.[0] ?? error.code ?? error.message) : undefined
        }
      />
      <Button loading={pending} disabled={!isOneTimeCode(code)} onClick={() => onSubmit(code)}>
        {submitLabel}
      </Button>
    </Stack>
  );
}

/**
 * Proof for new recovery codes: a code from the authenticator app, or the account's password.
 * The server's answer (wrong code or password, too many attempts) shows on the field.
 */
function RegenerateRecoveryCodes() {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const translate = useTranslateMessage();
  const { pending, error } = useAppSelector(selectTwoFactor);
  const [usePassword, setUsePassword] = useState(false);
  const [password, setPassword] = useState("");
  if (!usePassword) {
    return (
      <Stack gap="md">
        <CodeEntry
          label={t`Code from the app`}
          submitLabel={t`Generate new codes`}
          onSubmit={(code) => dispatch(userActions.recoveryCodesRegenerateSubmitted({ code }))}
        />
        <Button
          variant="ghost"
          onClick={() => {
            dispatch(userActions.twoFactorErrorCleared());
            setUsePassword(true);
          }}
        >
          {t`Use your password instead`}
        </Button>
      </Stack>
    );
  }
  const failure = error
    ? (error.fieldErrors.current_password?.[0] ??
      error.fieldErrors.code?.[0] ??
      error.code ??
      error.message)
    : null;
  return (
    <Stack
      gap="md"
      as="form"
      aria-label={t`Confirm with your password`}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        dispatch(userActions.recoveryCodesRegenerateSubmitted({ current_password: password }));
      }}
    >
      <PasswordField
        label={t`Current password`}
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        showLabel={t`Show password`}
        hideLabel={t`Hide password`}
        error={failure ? translate(failure) : undefined}
      />
      <Button type="submit" loading={pending} disabled={password === ""}>
        {t`Generate new codes`}
      </Button>
      <Button
        variant="ghost"
        onClick={() => {
          dispatch(userActions.twoFactorErrorCleared());
          setUsePassword(false);
        }}
      >
        {t`Use a code from the app instead`}
      </Button>
    </Stack>
  );
}

/** How many recovery codes remain, and new ones (shown once) on request. */
function RecoveryCodesPanel() {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const { data } = useQuery(coreApi.endpoints.twoFactorRecoveryCodes, undefined);
  const shown = useAppSelector(selectTwoFactor).recoveryCodes !== null;
  const [regenerating, setRegenerating] = useState(false);
  // The new codes open their own dialog: this one has done its work.
  useEffect(() => {
    if (shown) setRegenerating(false);
  }, [shown]);
  const remaining = data?.remaining;
  return (
    <Stack gap="md">
      {remaining !== undefined ? (
        <Text tone="subdued">
          <Plural
            value={remaining}
            _0="You have no recovery codes left. Generate new ones."
            one="# recovery code left."
            other="# recovery codes left."
          />
        </Text>
      ) : null}
      <Inline gap="sm" justify="between">
        <Button
          variant="secondary"
          onClick={() => {
            dispatch(userActions.twoFactorErrorCleared());
            setRegenerating(true);
          }}
        >
          {t`Generate new recovery codes`}
        </Button>
      </Inline>
      <Dialog
        open={regenerating}
        onClose={() => setRegenerating(false)}
        title={t`Generate new recovery codes`}
        description={t`Your old recovery codes stop working. Confirm it is you first.`}
        closeLabel={t`Close`}
        size="sm"
      >
        <RegenerateRecoveryCodes />
      </Dialog>
    </Stack>
  );
}

/**
 * Two-factor authentication on the profile: set-up with the QR code and the secret, confirmation
 * with a first code (which shows the recovery codes once), the count of recovery codes left and
 * new ones on request, and disabling.
 */
export function TwoFactorSection() {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const confirmed = useAppSelector(selectTwoFactorConfirmed);
  const { setup, pending } = useAppSelector(selectTwoFactor);
  const [disabling, setDisabling] = useState(false);
  if (confirmed) {
    return (
      <Stack gap="md">
        <Inline gap="sm" justify="between">
          <Badge tone="success">{t`Enabled`}</Badge>
          <Text tone="subdued">{t`Signing in asks for a code from your authenticator app.`}</Text>
        </Inline>
        <RecoveryCodesPanel />
        <Inline gap="sm" justify="between">
          <Button
            variant="danger"
            onClick={() => {
              dispatch(userActions.twoFactorErrorCleared());
              setDisabling(true);
            }}
          >
            {t`Disable two-factor authentication`}
          </Button>
        </Inline>
        <Dialog
          open={disabling}
          onClose={() => setDisabling(false)}
          title={t`Disable two-factor authentication`}
          closeLabel={t`Close`}
          size="sm"
        >
          <CodeEntry
            label={t`Authentication code`}
            submitLabel={t`Disable`}
            onSubmit={(code) => {
              dispatch(userActions.twoFactorDisableSubmitted({ code }));
            }}
          />
        </Dialog>
      </Stack>
    );
  }
  if (setup) {
    return (
      <Stack gap="md">
        <Text tone="subdued">{t`Scan the QR code with an authenticator app, or enter the key by hand, then type the 6-digit code it shows.`}</Text>
        <QrCode
          value={setup.otpauth_url}
          label={t`QR code for your authenticator app`}
          size={176}
        />
        <CopyField
          label={t`Set-up key`}
          value={setup.secret}
          copyLabel={t`Copy`}
          copiedLabel={t`Copied`}
          errorLabel={t`Copy failed, select the text instead`}
        />
        <CodeEntry
          label={t`Code from the app`}
          submitLabel={t`Confirm and enable`}
          onSubmit={(code) => dispatch(userActions.twoFactorConfirmSubmitted({ code }))}
        />
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Text tone="subdued">{t`Protect your account with a second step at sign-in: a code from an authenticator app.`}</Text>
      <Inline gap="sm" justify="between">
        <Button loading={pending} onClick={() => dispatch(userActions.twoFactorEnableRequested())}>
          {t`Set up two-factor authentication`}
        </Button>
      </Inline>
    </Stack>
  );
}
