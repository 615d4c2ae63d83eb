import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { bonusesApi, coreApi } from "@casino/core";
import { RewardCard, WalletIcon } from "@casino/ui";
import { asRequestError } from "../../shared/request-error.ts";
import { useRefetch } from "../../shared/query-states.tsx";
import { useAppDispatch, useMutation, useQuery } from "@casino/core/react";
import { formatPercent, formatUtc } from "./format.ts";
import { formatMoney } from "@casino/rules";
import { useReadyRewardCard, useRewardCardPending } from "./reward-card-states.ts";

/**
 * The cashback card: the claimable cashback of the last period (filled live by
 * `ready_claim_cashback`) with its claim, or else the running period's estimate and when that
 * period (a day or a week, by the player's level) closes and is computed. A claim is sent once:
 * the button is busy until the answer.
 */
export function CashbackCard({ level }: { level: number | null }) {
  const { t, i18n } = useLingui();
  const dispatch = useAppDispatch();
  const { data: cashback, ...read } = useQuery(bonusesApi.endpoints.getCashback, undefined);
  const retry = useRefetch(bonusesApi.endpoints.getCashback, undefined);
  const pending = useRewardCardPending(read, t`Your cashback could not be loaded.`, retry);
  const [claim, claimState] = useMutation(bonusesApi.endpoints.claimCashback);
  const ready = useReadyRewardCard(claimState);
  const [credited, setCredited] = useState<string | null>(null);
  const title = t`Cashback`;
  const icon = <WalletIcon size="iconMd" />;

  if (!cashback) return <RewardCard title={title} icon={icon} {...pending} />;

  const onClaim = async () => {
    if (claimState.isLoading) return;
    setCredited(null);
    const result = await claim();
    if ("data" in result) {
      setCredited(
        formatMoney(result.data.amount, {
          locale: i18n.locale,
          currency: result.data.entity_wallet_code,
        }),
      );
    } else if (asRequestError(result.error)?.status === 422) {
      // Nothing to claim any more (claimed elsewhere, or expired): show the server's state.
      dispatch(coreApi.util.invalidateTags(["Cashback"]));
    }
  };
  const amount = formatMoney(cashback.amount, {
    locale: i18n.locale,
    currency: cashback.entity_wallet_code,
  });
  const fiat = formatMoney(cashback.fiat_amount, {
    locale: i18n.locale,
    currency: cashback.fiat_currency,
  });
  const rate = formatPercent(i18n, cashback.rate_percent);
  const periodEnd = formatUtc(i18n, cashback.next_claim_at);
  const ended = formatUtc(i18n, cashback.period_end);
  const daily = cashback.cashback_period === "daily";

  if (cashback.can_claim) {
    return (
      <RewardCard
        title={title}
        icon={icon}
        {...ready}
        amount={amount}
        description={
          daily
            ? t`${rate} of your net losses in the day that ended ${ended} (about ${fiat}).`
            : t`${rate} of your net losses in the week that ended ${ended} (about ${fiat}).`
        }
        actionLabel={t`Claim cashback`}
        onAction={() => void onClaim()}
      />
    );
  }
  if (level === 0 && !credited) {
    return (
      <RewardCard
        title={title}
        icon={icon}
        description={t`Reach Pixel Pioneer to earn cashback.`}
      />
    );
  }
  const closes = daily
    ? t`Daily cashback: the day closes on ${periodEnd} (UTC), then it can be claimed.`
    : t`Weekly cashback: the week closes on ${periodEnd} (UTC), then it can be claimed.`;
  const status = credited ? t`${credited} was credited to your wallet.` : closes;
  return (
    <RewardCard
      title={title}
      icon={icon}
      tone={credited ? "ready" : "waiting"}
      amount={amount}
      description={
        daily
          ? t`Estimate for today so far at ${rate} (about ${fiat}).`
          : t`Estimate for this week so far at ${rate} (about ${fiat}).`
      }
      status={<span role="status">{status}</span>}
    />
  );
}
