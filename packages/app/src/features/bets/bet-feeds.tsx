import { useMemo, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import {
  betsApi,
  selectHighRollerBets,
  selectIsLoggedIn,
  selectLanguage,
  selectLatestBets,
  selectMyBets,
  selectRates,
  selectWalletSettings,
  type LiveWinsQuery,
} from "@casino/core";
import { LiveBetsFeed, type LiveBetsTab, Stack, Heading } from "@casino/ui";
import { useQuery, useAppSelector } from "@casino/core/react";
import { toLiveBet } from "./bet-view.ts";
import { useBetLink } from "./use-bet-link.ts";
import { useThrottledValue } from "../../shared/use-throttled-value.ts";

/** The feeds show new bets at most this often (ms). */
const FEED_RENDER_MS = 250;

const typeOfTab: Record<LiveBetsTab, LiveWinsQuery["type"]> = {
  latest: "lastest_bet",
  high_rollers: "high_roller",
  mine: "user_lastest_bet",
};

/**
 * The bet feeds (latest bets, high rollers, and the player's own bets when signed in): loaded over
 * HTTP, kept live by realtime, amounts in the player's display currency; a bet opens its details
 * (`?bet=`).
 */
export function BetFeeds({ className }: { className?: string }) {
  const { t } = useLingui();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const locale = useAppSelector(selectLanguage);
  const settings = useAppSelector(selectWalletSettings);
  const rates = useAppSelector(selectRates);
  const [chosen, setTab] = useState<LiveBetsTab>("latest");
  const tab = chosen === "mine" && !loggedIn ? "latest" : chosen;
  // Each feed re-renders at most four times a second, however fast bets arrive.
  const latest = useThrottledValue(useAppSelector(selectLatestBets), FEED_RENDER_MS);
  const highRollers = useThrottledValue(useAppSelector(selectHighRollerBets), FEED_RENDER_MS);
  const mine = useThrottledValue(useAppSelector(selectMyBets), FEED_RENDER_MS);
  const request = useQuery(betsApi.endpoints.listLiveWins, { type: typeOfTab[tab] });
  const { open } = useBetLink();
  const list = tab === "latest" ? latest : tab === "high_rollers" ? highRollers : mine;
  const display = loggedIn ? (settings?.display_currency ?? null) : null;
  const bets = useMemo(
    () => list.map((bet) => toLiveBet(bet, display, rates)),
    [list, display, rates],
  );
  return (
    <Stack as="section" gap="md" className={className} aria-labelledby="bet-feeds-title">
      <Heading level={2} size="md" id="bet-feeds-title">
        {t`Bets`}
      </Heading>
      <LiveBetsFeed
        tab={tab}
        onTabChange={setTab}
        bets={bets}
        showMine={loggedIn}
        label={t`Bet feeds`}
        tabLabels={{ latest: t`Latest bets`, high_rollers: t`High rollers`, mine: t`My bets` }}
        columns={{
          game: t`Game`,
          player: t`Player`,
          time: t`Time`,
          bet: t`Bet`,
          multiplier: t`Multiplier`,
          payout: t`Payout`,
        }}
        locale={locale}
        hiddenPlayerLabel={t`Hidden`}
        loading={request.isLoading}
        loadingLabel={t`Loading bets`}
        empty={
          request.isError
            ? t`The bets could not be loaded.`
            : tab === "mine"
              ? t`Your settled bets appear here.`
              : t`No bets yet.`
        }
        onGameClick={(bet) => open(bet.id)}
        betId={{
          text: (id) => t`ID ${id}`,
          copy: (id) => t`Copy bet id ${id}`,
          copied: t`Copied`,
        }}
      />
    </Stack>
  );
}
