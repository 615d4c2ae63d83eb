import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { selectTwoFactor, userActions } from "@casino/core";
import { useAppDispatch, useAppSelector } from "@casino/core/react";
import { Button, CopyIcon, Dialog, Inline, Stack, Text, Box, Grid } from "@casino/ui";
import { downloadText, recoveryCodesText } from "./recovery-codes.ts";

/** The two-factor recovery codes: shown once after set-up (or on request), with copy and download. */
export function RecoveryCodesDialog() {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const codes = useAppSelector(selectTwoFactor).recoveryCodes ?? [];
  const [copied, setCopied] = useState<"ok" | "failed" | null>(null);
  const text = recoveryCodesText(
    codes,
    t`Recovery codes: each works once instead of an authenticator code.`,
  );
  return (
    <Dialog
      open
      onClose={() => dispatch(userActions.recoveryCodesDialogClosed())}
      title={t`Your recovery codes`}
      description={t`Keep them somewhere safe. Each code signs you in once if you lose your authenticator.`}
      closeLabel={t`Close`}
      footer={
        <Button
          onClick={() => dispatch(userActions.recoveryCodesDialogClosed())}
        >{t`I saved my codes`}</Button>
      }
    >
      <Stack gap="md">
        <Box padding="md" radius="md" background="surfaceSunken">
          <Text as="div" variant="code">
            <Grid as="ol" min="tile" gap="xs" aria-label={t`Recovery codes`}>
              {codes.map((code) => (
                <li key={code}>{code}</li>
              ))}
            </Grid>
          </Text>
        </Box>
        <Inline gap="sm" justify="between">
          <Button
            variant="secondary"
            startIcon={<CopyIcon />}
            onClick={() => {
              void navigator.clipboard
                .writeText(codes.join("\n"))
                .then(() => setCopied("ok"))
                .catch(() => setCopied("failed"));
            }}
          >
            {t`Copy`}
          </Button>
          <Button variant="secondary" onClick={() => downloadText("recovery-codes.txt", text)}>
            {t`Download .txt`}
          </Button>
        </Inline>
        {copied ? (
          <Text tone="subdued" role="status">
            {copied === "ok" ? t`Copied` : t`Copy failed, select the codes instead`}
          </Text>
        ) : null}
      </Stack>
    </Dialog>
  );
}
