import { useSearchParams } from "react-router";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import {
  type Challenge,
  type ChallengeListArgs,
  challengesApi,
  href,
  routes,
  selectIsLoggedIn,
  selectLanguage,
} from "@casino/core";
import {
  CardGrid as KitCardGrid,
  ChallengeCard,
  EmptyState,
  type CardGridProps,
  type TabItem,
} from "@casino/ui";
import {
  PagedListView,
  useCurrentPage,
  usePageParam,
  useRefetch,
} from "../../shared/query-states.tsx";
import { useQuery, useAppSelector } from "@casino/core/react";
import { BetFeeds } from "../bets/index.ts";
import { TabbedPage } from "./tabbed-page.tsx";
import { useRouterNavigate } from "../../shared/router-link.tsx";
import { PrizeText, useCountdownLabels, useVisiblePolling } from "./competition-text.tsx";
import { formatDecimal, formatMoney } from "@casino/rules";

/** The competition cards (challenges, tournaments), a little closer together than posts. */
export function CardGrid(props: CardGridProps) {
  return <KitCardGrid gap="md" {...props} />;
}

/** Challenges per page. */
export const CHALLENGES_PER_PAGE = 12;
/** How often the shown challenges are read again while the page is visible (places left). */
export const CHALLENGES_POLL_MS = 30_000;

type ChallengeTab = "live" | "finished" | "completed";

/** The goal of a challenge in words. */
function ChallengeGoal({ challenge, locale }: { challenge: Challenge; locale: string }) {
  const game = challenge.game.name;
  const currency = challenge.min_bet_currency;
  // The amounts by the money rule; the code follows them in the sentence.
  const minBet = formatMoney(challenge.min_bet, { locale, currency, unit: "none" });
  if (challenge.target_type === "wager") {
    const wager = formatMoney(challenge.target_wager ?? "0", { locale, currency, unit: "none" });
    return (
      <Trans>
        Wager {wager} {currency} in total on {game}, counting bets of at least {minBet} {currency}.
      </Trans>
    );
  }
  const multiplier = formatDecimal(challenge.target_multiplier, {
    locale,
    minDecimals: 2,
    maxDecimals: 4,
  });
  return (
    <Trans>
      Win a ×{multiplier} multiplier on {game} with one bet of at least {minBet} {currency}.
    </Trans>
  );
}

function ChallengeList({ tab }: { tab: ChallengeTab }) {
  const { t } = useLingui();
  const locale = useAppSelector(selectLanguage);
  const countdownLabels = useCountdownLabels();
  const onNavigate = useRouterNavigate();
  const setPage = usePageParam();
  const page = useCurrentPage();
  const completed = tab === "completed";
  const args: ChallengeListArgs = {
    type: completed ? "live" : tab,
    page,
    per_page: CHALLENGES_PER_PAGE,
  };
  const userArgs = { page, per_page: CHALLENGES_PER_PAGE };
  const listed = useQuery(challengesApi.endpoints.listChallenges, args, {
    skip: completed,
  });
  const mine = useQuery(challengesApi.endpoints.listUserChallenges, userArgs, {
    skip: !completed,
  });
  const refetchListed = useRefetch(challengesApi.endpoints.listChallenges, args);
  const refetchMine = useRefetch(challengesApi.endpoints.listUserChallenges, userArgs);
  const refetch = completed ? refetchMine : refetchListed;
  const state = completed ? mine : listed;
  useVisiblePolling(refetchListed, CHALLENGES_POLL_MS, tab === "live");

  const statusLabel = {
    live: t`Live`,
    finished: t`Finished`,
    completed: t`Completed`,
  } as const;
  return (
    <PagedListView
      state={state}
      skeleton={{ label: t`Loading challenges`, mediaAspect: null, lines: 3, action: true }}
      failedTitle={t`The challenges could not be loaded.`}
      onRetry={refetch}
      empty={
        <EmptyState
          title={
            tab === "live"
              ? t`No live challenges right now.`
              : tab === "finished"
                ? t`No finished challenges yet.`
                : t`You have not completed a challenge yet.`
          }
          description={
            tab === "finished" ? undefined : t`New challenges appear here as soon as they start.`
          }
        />
      }
      list={CardGrid}
      listLabel={t`Challenges`}
      pagesLabel={t`Challenge pages`}
      onPageChange={setPage}
    >
      {(challenge) => {
        const left = Math.max(0, challenge.winners_limit - challenge.winners_count);
        const limit = challenge.winners_limit;
        const status = challenge.completed_at ? "completed" : challenge.status;
        const prize = challenge.prize;
        return (
          <ChallengeCard
            title={challenge.title}
            gameName={challenge.game.name}
            gameImageSrc={challenge.game.image}
            gameHref={href(routes.playGame, { id: challenge.game.slug })}
            onNavigate={onNavigate}
            goal={<ChallengeGoal challenge={challenge} locale={locale} />}
            prize={<PrizeText prize={prize} locale={locale} />}
            prizeLabel={t`Prize`}
            locale={locale}
            status={status}
            statusLabel={statusLabel[status]}
            remaining={
              status === "completed" ? (
                t`You completed this challenge.`
              ) : left === 0 ? (
                t`All prizes are taken.`
              ) : (
                <Plural
                  value={left}
                  one={`# of ${limit} prizes left`}
                  other={`# of ${limit} prizes left`}
                />
              )
            }
            playLabel={t`Play`}
            endsAt={challenge.ends_at ? Date.parse(challenge.ends_at) : undefined}
            countdownLabel={t`Ends in`}
            countdownLabels={countdownLabels}
            onCountdownComplete={refetch}
          />
        );
      }}
    </PagedListView>
  );
}

/**
 * `/challenges`: live, finished and (signed in) completed challenges in tabs kept in the address
 * bar (`?tab=`), each with its game (a link to play it), the target in words, the prize, the
 * places left and a countdown to its end; the lobby's bet feeds below. Realtime
 * `player_new_challenge` reads the lists again; the live tab is read again every 30 s while the
 * page is visible (places left).
 */
export function ChallengesPage() {
  const { t } = useLingui();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [params] = useSearchParams();
  const requested = params.get("tab");
  const tab: ChallengeTab =
    requested === "finished" || (requested === "completed" && loggedIn) ? requested : "live";
  const tabs: TabItem[] = [
    { id: "live", label: t`Live`, content: <ChallengeList tab="live" /> },
    { id: "finished", label: t`Finished`, content: <ChallengeList tab="finished" /> },
    ...(loggedIn
      ? [{ id: "completed", label: t`Completed by me`, content: <ChallengeList tab="completed" /> }]
      : []),
  ];
  return (
    <TabbedPage title={t`Challenges`} tabs={tabs} value={tab}>
      <BetFeeds />
    </TabbedPage>
  );
}
