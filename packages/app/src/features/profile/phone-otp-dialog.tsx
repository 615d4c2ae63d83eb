import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { coreApi, PHONE_PATTERN, profileApi, toastActions, userActions } from "@casino/core";
import { isOneTimeCode } from "@casino/rules";
import { Button, Dialog, OtpInput, Select, TextField, Inline, Stack, Text } from "@casino/ui";
import { FormAlert } from "../../shared/form/form-alert.tsx";
import { asRequestError } from "../../shared/request-error.ts";
import { useAppDispatch, useMutation, useQuery } from "@casino/core/react";
import { useTranslateMessage } from "../../i18n/use-translate-message.ts";

/** The send-OTP-verify dialog: a phone number, then the 6-digit SMS code. */
export function PhoneOtpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const translate = useTranslateMessage();
  const dispatch = useAppDispatch();
  const countries = useQuery(coreApi.endpoints.countries, undefined).data ?? [];
  const [phoneCode, setPhoneCode] = useState("");
  const [phone, setPhone] = useState("");
  const [code, setCode] = useState("");
  const [step, setStep] = useState<"phone" | "code">("phone");
  const [touched, setTouched] = useState(false);
  const [send, sendState] = useMutation(profileApi.endpoints.sendPhoneOtp);
  const [resend, resendState] = useMutation(profileApi.endpoints.resendPhoneOtp);
  const [verify, verifyState] = useMutation(profileApi.endpoints.verifyPhoneOtp);
  const codes = [...new Set(countries.map((c) => c.phone_code))].sort(
    (a, b) => Number(a.slice(1)) - Number(b.slice(1)),
  );
  const phoneError =
    touched && !PHONE_PATTERN.test(phone) ? translate("phone_wrong_format") : undefined;
  const codeError = touched && !phoneCode ? translate("required") : undefined;
  const sendFailure = asRequestError(sendState.error);
  const verifyFailure = asRequestError(verifyState.error);
  const submitPhone = async () => {
    setTouched(true);
    if (!phoneCode || !PHONE_PATTERN.test(phone)) return;
    const result = await send({ phone_code: phoneCode, phone });
    if (!("error" in result)) setStep("code");
  };
  const submitCode = async (value: string) => {
    if (!isOneTimeCode(value)) return;
    const result = await verify({ code: value });
    if (!("error" in result)) {
      dispatch(toastActions.queued({ kind: "success", message: "phone_verified" }));
      dispatch(userActions.fetchRequested());
      onClose();
    }
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t`Verify your phone number`}
      closeLabel={t`Close`}
      size="sm"
    >
      {step === "phone" ? (
        <Stack gap="md">
          <Select
            label={t`Country code`}
            placeholder={t`Choose`}
            options={codes.map((value) => ({ value, label: value }))}
            value={phoneCode}
            onChange={(event) => setPhoneCode(event.target.value)}
            error={codeError}
          />
          <TextField
            label={t`Phone number`}
            inputMode="numeric"
            autoComplete="tel-national"
            value={phone}
            onChange={(event) => setPhone(event.target.value.replace(/[^0-9]/g, ""))}
            error={
              phoneError ??
              (sendFailure?.fieldErrors.phone?.[0]
                ? translate(sendFailure.fieldErrors.phone[0])
                : undefined)
            }
          />
          <FormAlert
            message={
              sendFailure && !sendFailure.fieldErrors.phone
                ? (sendFailure.code ?? sendFailure.message)
                : null
            }
          />
          <Button loading={sendState.isLoading} onClick={() => void submitPhone()}>
            {t`Send code`}
          </Button>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text tone="subdued">{t`We sent a 6-digit code to ${phoneCode} ${phone}.`}</Text>
          <OtpInput
            label={t`SMS code`}
            cellLabel={(position, length) => t`Digit ${position} of ${length}`}
            value={code}
            onChange={setCode}
            onComplete={(value) => void submitCode(value)}
            error={
              verifyFailure
                ? translate(
                    verifyFailure.fieldErrors.code?.[0] ??
                      verifyFailure.code ??
                      verifyFailure.message,
                  )
                : undefined
            }
            autoFocus
          />
          <Inline gap="sm" justify="between">
            <Button
              variant="ghost"
              size="sm"
              loading={resendState.isLoading}
              onClick={() => void resend(undefined)}
            >
              {t`Send a new code`}
            </Button>
            <Button
              loading={verifyState.isLoading}
              disabled={!isOneTimeCode(code)}
              onClick={() => void submitCode(code)}
            >
              {t`Verify`}
            </Button>
          </Inline>
          {resendState.isSuccess ? (
            <Text tone="subdued" role="status">{t`A new code is on its way.`}</Text>
          ) : null}
        </Stack>
      )}
    </Dialog>
  );
}
