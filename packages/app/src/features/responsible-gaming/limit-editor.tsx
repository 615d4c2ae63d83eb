import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { responsibleGamingApi, type GamingLimit } from "@casino/core";
import { useMutation } from "@casino/core/react";
import { Button, TextField, Text, Stack, Inline } from "@casino/ui";
import { asRequestError } from "../../shared/request-error.ts";
import { useTranslateMessage } from "../../i18n/use-translate-message.ts";
import { limitNames } from "./limit-labels.ts";
import { checkLimitAmount, isRaise } from "./limit-amount.ts";
import { formatUsd, formatWhen } from "./refusal-message.ts";

/**
 * The editor of one limit: an amount in USD (checked here as the server checks it), save, and
 * remove when a limit is in force. After a change it says honestly what happened: a new or lower
 * limit applies now, a raise or removal only after 24 hours.
 */
export function LimitEditor({ limit }: { limit: GamingLimit }) {
  const { t, i18n } = useLingui();
  const translate = useTranslateMessage();
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [update, state] = useMutation(responsibleGamingApi.endpoints.updateGamingLimit);
  const name = i18n._(limitNames[limit.limit_type][limit.period]);
  const fieldLabel = t`New ${name} (USD)`;
  const rangeText = t`Enter an amount from 1 to 1,000,000 USD, with at most 2 decimals.`;

  const send = async (amount: string | null) => {
    setError(null);
    setStatus(null);
    const raise = isRaise(limit.amount, amount);
    const result = await update({ limit_type: limit.limit_type, period: limit.period, amount });
    if ("error" in result) {
      const failure = asRequestError(result.error);
      // The server's `between` / `numeric` on the amount: the same rule the form states.
      setError(
        failure?.fieldErrors.amount?.length
          ? rangeText
          : translate(failure?.code ?? failure?.message),
      );
      return;
    }
    setValue("");
    const saved = result.data.limits.find(
      (l) => l.limit_type === limit.limit_type && l.period === limit.period,
    );
    const when = saved?.pending_from ? formatWhen(i18n, saved.pending_from) : null;
    if (raise && when)
      setStatus(
        amount === null
          ? t`Removal requested: the limit stays until ${when}.`
          : t`Raise requested: the current limit stays until ${when}.`,
      );
    else if (amount !== null) {
      const shown = formatUsd(i18n, amount);
      setStatus(t`Saved: your ${name} is ${shown} from now on.`);
    }
  };

  return (
    <form
      noValidate
      aria-label={name}
      onSubmit={(event) => {
        event.preventDefault();
        const checked = checkLimitAmount(value);
        if (!checked.ok) {
          setStatus(null);
          setError(checked.reason === "required" ? t`Enter an amount.` : rangeText);
          return;
        }
        void send(checked.amount);
      }}
    >
      <Stack gap="sm">
        <TextField
          label={fieldLabel}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
          error={error ?? undefined}
        />
        <Inline gap="sm">
          <Button type="submit" size="sm" loading={state.isLoading} loadingLabel={t`Saving`}>
            {t`Save`}
          </Button>
          {limit.amount !== null && !(limit.pending_from && limit.pending_amount === null) ? (
            <Button
              type="button"
              size="sm"
              variant="ghost"
              disabled={state.isLoading}
              onClick={() => void send(null)}
            >
              {t`Remove limit`}
            </Button>
          ) : null}
        </Inline>
        <Text variant="bodySm" tone="subdued" role="status">
          {status}
        </Text>
      </Stack>
    </form>
  );
}
