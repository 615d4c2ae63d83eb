import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { selectTwoFactor, selectTwoFactorConfirmed, userActions } from "@casino/core";
import { isOneTimeCode } from "@casino/rules";
import { Badge, Button, CopyField, Dialog, OtpInput, QrCode } from "@casino/ui";
import { Row, Stack, Text } from "../../shared/layout/card.tsx";
import { useAppDispatch, useAppSelector } from "../../shared/store-hooks.ts";
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
    <Stack>
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
 * Two-factor authentication on the profile: set-up with the QR code and the secret, confirmation
 * with a first code (which shows the recovery codes), recovery codes on request, and disabling.
 */
export function TwoFactorSection() {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const confirmed = useAppSelector(selectTwoFactorConfirmed);
  const { setup, pending } = useAppSelector(selectTwoFactor);
  const [disabling, setDisabling] = useState(false);
  if (confirmed) {
    return (
      <Stack>
        <Row>
          <Badge tone="success">{t`Enabled`}</Badge>
          <Text>{t`Signing in asks for a code from your authenticator app.`}</Text>
        </Row>
        <Row>
          <Button
            variant="secondary"
            loading={pending && !disabling}
            onClick={() => dispatch(userActions.recoveryCodesRequested())}
          >
            {t`Show recovery codes`}
          </Button>
          <Button variant="danger" onClick={() => setDisabling(true)}>
            {t`Disable two-factor authentication`}
          </Button>
        </Row>
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
      <Stack>
        <Text>{t`Scan the QR code with an authenticator app, or enter the key by hand, then type the 6-digit code it shows.`}</Text>
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
    <Stack>
      <Text>{t`Protect your account with a second step at sign-in: a code from an authenticator app.`}</Text>
      <Row>
        <Button loading={pending} onClick={() => dispatch(userActions.twoFactorEnableRequested())}>
          {t`Set up two-factor authentication`}
        </Button>
      </Row>
    </Stack>
  );
}
