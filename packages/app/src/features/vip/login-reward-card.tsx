import { useLingui } from "@lingui/react/macro";
import { coreApi, vipApi } from "@casino/core";
import { useMutation, useQuery } from "@casino/core/react";
import { Countdown, GiftIcon, RewardCard } from "@casino/ui";
import { asRequestError } from "../../shared/request-error.ts";
import { useRefetch } from "../../shared/query-states.tsx";
import { formatMoney } from "@casino/rules";
import { useReadyRewardCard, useRewardCardPending } from "./reward-card-states.ts";

export interface LoginRewardCardProps {
  /** The player's level (null while unknown): level 0 has no login reward. */
  level: number | null;
  /** The reward of the player's level (USD decimal string), null when none. */
  reward: string | null;
  /** Its currency. */
  currency: string;
}

/**
 * The daily login reward: claimed once per UTC day (the server refuses a second claim), with the
 * time until the next one once claimed. Level 0 has none.
 */
export function LoginRewardCard({ level, reward, currency }: LoginRewardCardProps) {
  const { t, i18n } = useLingui();
  const { data: status, ...read } = useQuery(coreApi.endpoints.loginRewardStatus, undefined);
  const [claim, claimState] = useMutation(vipApi.endpoints.claimLoginReward);
  const ready = useReadyRewardCard(claimState);
  const title = t`Daily login reward`;
  const icon = <GiftIcon size="iconMd" />;
  const refresh = useRefetch(coreApi.endpoints.loginRewardStatus, undefined);
  const pending = useRewardCardPending(read, t`The login reward could not be loaded.`, refresh);

  if (!status) return <RewardCard title={title} icon={icon} {...pending} />;

  const amount = reward
    ? formatMoney(reward, { locale: i18n.locale, currency: currency })
    : undefined;
  if (level === 0 || (level !== null && !reward)) {
    return (
      <RewardCard
        title={title}
        icon={icon}
        description={t`Reach Pixel Pioneer to unlock a reward every day.`}
      />
    );
  }
  if (status.is_claimed) {
    return (
      <RewardCard
        title={title}
        icon={icon}
        amount={amount}
        description={t`Claimed today. The next one is ready at 00:00 UTC.`}
        status={
          <Countdown
            target={new Date(status.next_available_at)}
            label={t`Next login reward in`}
            labels={{ days: t`days`, hours: t`hours`, minutes: t`minutes`, seconds: t`seconds` }}
            onComplete={refresh}
          />
        }
      />
    );
  }
  return (
    <RewardCard
      title={title}
      icon={icon}
      {...ready}
      amount={amount}
      description={t`Claim it once a day, paid into your selected wallet.`}
      actionLabel={t`Claim reward`}
      onAction={() => {
        if (claimState.isLoading) return;
        void claim().then((result) => {
          // Already claimed elsewhere today: show the server's state.
          if ("error" in result && asRequestError(result.error)?.status === 422) refresh();
        });
      }}
    />
  );
}
