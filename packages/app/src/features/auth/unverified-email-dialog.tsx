import { useLingui } from "@lingui/react/macro";
import { accountApi, selectUnverifiedEmail, sessionActions, toastActions } from "@casino/core";
import { Button, Dialog, Stack, Text } from "@casino/ui";
import { FormAlert } from "../../shared/form/form-alert.tsx";
import { asRequestError } from "../../shared/request-error.ts";
import { useAppDispatch, useAppSelector, useMutation } from "@casino/core/react";

/**
 * The unverified-email dialog (sign-in of an account whose address is not verified) with the
 * send-mail-verify action: sends the verification link again.
 */
export function UnverifiedEmailDialog() {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const email = useAppSelector(selectUnverifiedEmail);
  const [resend, { isLoading, isSuccess, error }] = useMutation(
    accountApi.endpoints.resendVerificationEmail,
  );
  const failure = asRequestError(error);
  const close = () => dispatch(sessionActions.unverifiedEmailDialogClosed());
  return (
    <Dialog
      open={email !== null}
      onClose={close}
      title={t`Verify your e-mail address`}
      closeLabel={t`Close`}
      size="sm"
      footer={
        <Button
          loading={isLoading}
          disabled={isSuccess}
          onClick={async () => {
            if (!email) return;
            const result = await resend({ email });
            if (!("error" in result))
              dispatch(toastActions.queued({ kind: "success", message: "verification_sent" }));
          }}
        >
          {t`Send the link again`}
        </Button>
      }
    >
      <Stack gap="md">
        <Text tone="subdued">{t`Your e-mail address ${email ?? ""} is not verified yet. Open the link we sent you to sign in.`}</Text>
        {isSuccess ? (
          <Text tone="subdued" role="status">{t`A new verification link is on its way.`}</Text>
        ) : null}
        <FormAlert message={failure ? (failure.code ?? failure.message) : null} />
      </Stack>
    </Dialog>
  );
}
