import { useEffect } from "react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { components } from "@casino/api";
import type { CountdownLabels } from "@casino/ui";
import { CurrencyAmount } from "@casino/ui";

type Schemas = components["schemas"];
export type PrizeValue = Schemas["PrizeValue"];
export type RankingRule = Schemas["RankingRule"];
export type TournamentScope = Schemas["TournamentScope"];

/** The countdown's unit labels, translated. */
export function useCountdownLabels(): CountdownLabels {
  const { t } = useLingui();
  return { days: t`days`, hours: t`hours`, minutes: t`min`, seconds: t`sec` };
}

/** A cash prize (a prize or a prize pool): the amount by the money rule, in the win tone. */
export function CashPrize({
  amount,
  currency,
  locale,
}: {
  amount: string;
  currency: string;
  locale: string;
}) {
  return <CurrencyAmount amount={amount} currency={currency} locale={locale} tone="win" />;
}

/** A prize in words: the cash amount, or "20 free spins on Candy Cascade". */
export function PrizeText({ prize, locale }: { prize: PrizeValue; locale: string }) {
  if (prize.prize_type === "cash" && prize.amount && prize.currency)
    return <CashPrize amount={prize.amount} currency={prize.currency} locale={locale} />;
  const count = prize.free_spins_count ?? 0;
  const game = prize.free_spins_game?.name;
  return game ? (
    <span>
      <Plural value={count} one={`# free spin on ${game}`} other={`# free spins on ${game}`} />
    </span>
  ) : (
    <span>
      <Plural value={count} one="# free spin" other="# free spins" />
    </span>
  );
}

/** A band of ranks in words: "1st place" style is avoided (it does not translate); "Rank 1", "Ranks 2–3". */
export function RankBand({ from, to }: { from: number; to: number }) {
  return from === to ? (
    <Trans>Rank {from}</Trans>
  ) : (
    <Trans>
      Ranks {from}–{to}
    </Trans>
  );
}

/** How a ranking rule gives points, in words. */
export function useRankingRuleText() {
  const { t } = useLingui();
  return (rule: RankingRule, minBet: string, currency: string) => {
    switch (rule) {
      case "highest_multiplier":
        return t`Your best single multiplier counts (payout divided by stake; a lost bet scores 0). The highest multiplier wins; on a tie, whoever reached it first.`;
      case "highest_point":
        return t`Your best single win counts, measured in minimum bets (${minBet} ${currency} = 1 point). The highest score wins; on a tie, whoever reached it first.`;
      case "wagering_point":
        return t`Every ${currency} you wager on eligible games is one point, added up over all your bets. The most points win; on a tie, whoever reached them first.`;
      case "random":
        return t`Every player who places an eligible bet gets one ticket. When the tournament ends, the winners are drawn at random: every participant has the same chance.`;
      case "wagering_point_random":
        return t`Every ${currency} you wager on eligible games is one point. When the tournament ends, the winners are drawn at random, weighted by points: the more you wager, the better your chance.`;
    }
  };
}

/** The short name of a ranking rule. */
export function useRankingRuleName() {
  const { t } = useLingui();
  return (rule: RankingRule) =>
    ({
      highest_multiplier: t`Highest multiplier`,
      highest_point: t`Highest win`,
      wagering_point: t`Most wagered`,
      random: t`Lucky draw`,
      wagering_point_random: t`Weighted draw`,
    })[rule];
}

/**
 * Calls `refetch` every `intervalMs` while the page is visible (and right away when it becomes
 * visible again): the server publishes no leaderboard or places-left events.
 */
export function useVisiblePolling(refetch: () => void, intervalMs: number, enabled: boolean) {
  useEffect(() => {
    if (!enabled || typeof document === "undefined") return undefined;
    const id = setInterval(() => {
      if (document.visibilityState === "visible") refetch();
    }, intervalMs);
    const onVisible = () => {
      if (document.visibilityState === "visible") refetch();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      clearInterval(id);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [refetch, intervalMs, enabled]);
}
