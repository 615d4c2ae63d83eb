import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { selectLightningError, selectLightningInvoice, walletsActions } from "@casino/core";
import { useAppDispatch, useAppSelector } from "@casino/core/react";
import { Button, CopyField, Countdown, NumericField, Inline, Stack, Text } from "@casino/ui";
import { useTranslateMessage } from "../../i18n/use-translate-message.ts";
import { useFailureText } from "../responsible-gaming/index.ts";
import { LazyQrCode } from "./lazy-qr-code.tsx";
import { sanitizeAmount } from "@casino/rules";
import { useMoney } from "../../shared/use-money.ts";

/**
 * A Lightning deposit: the player enters an amount in BTC and gets a BOLT 11 invoice (copy, QR code,
 * amount with its fiat value, live expiry). Paying it credits the BTC_LIGHTNING wallet.
 */
export function LightningDeposit() {
  const { t, i18n } = useLingui();
  const { money } = useMoney();
  const dispatch = useAppDispatch();
  const translate = useTranslateMessage();
  const describeFailure = useFailureText();
  const invoice = useAppSelector(selectLightningInvoice);
  const failure = useAppSelector(selectLightningError);
  const [amount, setAmount] = useState("");
  const [expired, setExpired] = useState(false);
  const invoiceAmount = invoice ? money(invoice.amount, "BTC") : "";
  const invoiceFiat = invoice ? money(invoice.fiat_amount, invoice.fiat_currency) : "";
  const expiresAt = invoice
    ? i18n.date(new Date(invoice.expires_at), { timeStyle: "short", dateStyle: "short" })
    : "";
  const error = failure
    ? failure.details
      ? describeFailure(failure)
      : translate(failure.fieldErrors.amount?.[0] ?? failure.code ?? failure.message)
    : undefined;
  return (
    <Stack gap="md">
      <form
        noValidate
        aria-label={t`Lightning invoice`}
        onSubmit={(event) => {
          event.preventDefault();
          if (!amount) return;
          setExpired(false);
          dispatch(walletsActions.lightningInvoiceRequested({ amount }));
        }}
      >
        <Stack gap="md">
          <NumericField
            mode="decimal"
            label={t`Amount (BTC)`}
            value={amount}
            onValueChange={(value) => setAmount(sanitizeAmount(value, "BTC"))}
            error={error}
            autoComplete="off"
          />
          <Button type="submit" disabled={!amount}>{t`Create invoice`}</Button>
        </Stack>
      </form>
      {invoice ? (
        <Stack gap="md" aria-live="polite">
          <Text tone="subdued">{t`Invoice for ${invoiceAmount} (≈ ${invoiceFiat})`}</Text>
          <CopyField
            label={t`Lightning invoice`}
            value={invoice.payment_request}
            copyLabel={t`Copy`}
            copiedLabel={t`Copied`}
            errorLabel={t`Copy failed, select the text instead`}
          />
          <Inline gap="sm" justify="between">
            <LazyQrCode
              value={`lightning:${invoice.payment_request}`}
              label={t`QR code of the Lightning invoice`}
            />
          </Inline>
          <Text tone="subdued">{t`Expires at ${expiresAt}`}</Text>
          {expired ? (
            <Text
              tone="subdued"
              role="status"
            >{t`This invoice has expired. Create a new one.`}</Text>
          ) : (
            <Countdown
              target={new Date(invoice.expires_at)}
              label={t`Invoice expires in`}
              labels={{ days: t`days`, hours: t`hours`, minutes: t`minutes`, seconds: t`seconds` }}
              showSeconds
              onComplete={() => setExpired(true)}
            />
          )}
        </Stack>
      ) : null}
    </Stack>
  );
}
