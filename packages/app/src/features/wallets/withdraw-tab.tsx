import { useState } from "react";
import { Formik, useField, useFormikContext } from "formik";
import { useLingui } from "@lingui/react/macro";
import {
  selectTwoFactorConfirmed,
  selectWallets,
  selectWithdrawal,
  walletsActions,
} from "@casino/core";
import { ONE_TIME_CODE_LENGTH } from "@casino/rules";
import { Button, NumericField, Stack, Text } from "@casino/ui";
import { FormAlert } from "../../shared/form/form-alert.tsx";
import { FormSelect, FormTextField } from "../../shared/form/form-fields.tsx";
import { formErrorKey, ServerFieldErrors } from "../../shared/form/server-errors.ts";
import { StackedForm } from "../../shared/form/styled-form.tsx";
import { useAppDispatch, useAppSelector } from "@casino/core/react";
import { useTranslateMessage } from "../../i18n/use-translate-message.ts";
import { CoinSelect, NoCoins, useCoinsQuery } from "./coin-picker.tsx";
import { findCoin, networksFor } from "./coins.ts";
import type { CoinTabProps } from "./deposit-tab.tsx";
import { WithdrawReview, WithdrawSummary } from "./withdraw-summary.tsx";
import { validateWithdrawal, type WithdrawValues } from "./withdraw-validation.ts";
import { WithdrawalResult } from "./withdrawal-result.tsx";

const fields = ["network", "amount", "address", "memo", "code"] as const;

/** The amount field: the kit's numeric field cleaned by the core's decimal sanitiser, with "Max". */
function AmountField({ symbol, balance }: { symbol: string; balance: string }) {
  const { t } = useLingui();
  const translate = useTranslateMessage();
  const [field, meta, helpers] = useField<string>("amount");
  const { submitCount } = useFormikContext();
  const error = (meta.touched || submitCount > 0) && meta.error ? translate(meta.error) : undefined;
  return (
    <NumericField
      mode="decimal"
      name="amount"
      label={t`Amount (${symbol})`}
      value={field.value}
      onValueChange={(value) => void helpers.setValue(value)}
      onBlur={field.onBlur}
      error={error}
      autoComplete="off"
      endAdornment={
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={() => void helpers.setValue(balance)}
        >
          {t`Max`}
        </Button>
      }
    />
  );
}

/**
 * Withdraw tab: coin, network, amount (decimal sanitiser, limits and balance checked as typed),
 * address (the network's pattern), memo / destination tag where needed and the 2FA code when
 * two-factor is on; fee, limits and the received amount are shown. Server field errors land on
 * their fields, translated. After the request, its status is followed live.
 */
export function WithdrawTab({ coin, onCoinChange }: CoinTabProps) {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const query = useCoinsQuery((c) => c.networks.some((n) => n.withdrawal_enabled));
  const { coins } = query;
  const wallets = useAppSelector(selectWallets);
  const twoFactor = useAppSelector(selectTwoFactorConfirmed);
  const withdrawal = useAppSelector(selectWithdrawal);
  // The values checked on the confirmation step (null: the form shows); kept when going back.
  const [review, setReview] = useState<WithdrawValues | null>(null);
  const [draft, setDraft] = useState<WithdrawValues | null>(null);
  const entity = findCoin(coins, coin) ?? coins[0] ?? null;
  if (withdrawal.result)
    return <WithdrawalResult transaction={withdrawal.result} error={withdrawal.error} />;
  if (!entity)
    return <NoCoins coins={query} emptyTitle={t`No coins can be withdrawn right now.`} />;
  const networks = networksFor(entity, "withdraw");
  const balance = wallets.find((w) => w.entity_wallet_code === entity.code)?.balance ?? "0";
  const initial: WithdrawValues = draft ?? {
    network: networks[0]?.kind ?? "",
    amount: "",
    address: "",
    memo: "",
    code: "",
  };
  const reviewed = review ? networks.find((n) => n.kind === review.network) : undefined;
  // A failure sends the player back to the form, where it shows on its field.
  if (review && reviewed && !withdrawal.error) {
    const memo = review.memo.trim();
    return (
      <Stack gap="md">
        <h3>{t`Check your withdrawal`}</h3>
        <WithdrawReview
          draft={{
            network: reviewed,
            symbol: entity.symbol,
            amount: review.amount.trim(),
            address: review.address.trim(),
            memo: reviewed.memo_label ? memo : "",
          }}
        />
        <Text tone="subdued">{t`Crypto sent to a wrong address or network cannot be recovered. Check the address character by character.`}</Text>
        <Button
          type="button"
          loading={withdrawal.status === "submitting"}
          loadingLabel={t`Sending`}
          onClick={() =>
            dispatch(
              walletsActions.withdrawalSubmitted({
                entity_wallet_code: entity.code,
                network: review.network,
                amount: review.amount.trim(),
                address: review.address.trim(),
                ...(reviewed.memo_label && memo ? { memo } : {}),
                ...(twoFactor ? { code: review.code.trim() } : {}),
              }),
            )
          }
        >
          {t`Confirm withdrawal`}
        </Button>
        <Button
          type="button"
          variant="secondary"
          disabled={withdrawal.status === "submitting"}
          onClick={() => {
            setDraft(review);
            setReview(null);
          }}
        >
          {t`Edit`}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <CoinSelect
        coins={coins}
        value={entity.code}
        onChange={(code) => {
          setDraft(null);
          onCoinChange(code);
        }}
      />
      <Formik
        key={entity.code}
        initialValues={initial}
        validate={(values) =>
          validateWithdrawal(values, {
            network: networks.find((n) => n.kind === values.network) ?? null,
            balance,
            twoFactor,
          })
        }
        onSubmit={(values) => {
          // Nothing leaves on the first click: the confirmation step shows what will be sent.
          dispatch(walletsActions.withdrawalReviewStarted());
          setDraft(values);
          setReview(values);
        }}
      >
        {({ values }) => {
          const network = networks.find((n) => n.kind === values.network) ?? null;
          return (
            <StackedForm aria-label={t`Withdraw`}>
              <ServerFieldErrors error={withdrawal.error} />
              <FormSelect
                name="network"
                label={t`Network`}
                options={networks.map((n) => ({ value: n.kind, label: n.name }))}
              />
              <AmountField symbol={entity.symbol} balance={balance} />
              <FormTextField
                name="address"
                label={t`Withdrawal address`}
                autoComplete="off"
                spellCheck={false}
              />
              {network?.memo_label ? (
                <FormTextField
                  name="memo"
                  label={network.memo_label === "destination_tag" ? t`Destination tag` : t`Memo`}
                  hint={t`Required by this network: the receiving wallet or exchange gives it to you.`}
                  autoComplete="off"
                />
              ) : null}
              {twoFactor ? (
                <FormTextField
                  name="code"
                  label={t`Two-factor code`}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={ONE_TIME_CODE_LENGTH}
                />
              ) : null}
              {network ? (
                <WithdrawSummary
                  network={network}
                  symbol={entity.symbol}
                  balance={balance}
                  amount={values.amount}
                />
              ) : null}
              <FormAlert message={formErrorKey(withdrawal.error, fields)} />
              <Button
                type="submit"
                loading={withdrawal.status === "submitting"}
                loadingLabel={t`Sending`}
              >
                {t`Review withdrawal`}
              </Button>
            </StackedForm>
          );
        }}
      </Formik>
    </Stack>
  );
}
