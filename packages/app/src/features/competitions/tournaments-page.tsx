import { useState } from "react";
import { useSearchParams } from "react-router";
import { Plural, useLingui } from "@lingui/react/macro";
import {
  href,
  routes,
  selectLanguage,
  tournamentsApi,
  type TournamentListQuery,
} from "@casino/core";
import { EmptyState, TournamentCard, type TabItem } from "@casino/ui";
import {
  PagedListView,
  useCurrentPage,
  usePageParam,
  useRefetch,
} from "../../shared/query-states.tsx";
import { useQuery, useAppSelector } from "@casino/core/react";
import { useRouterNavigate } from "../../shared/router-link.tsx";
import { CardGrid } from "./challenges-page.tsx";
import { TabbedPage } from "./tabbed-page.tsx";
import { useCountdownLabels, useRankingRuleName } from "./competition-text.tsx";

/** Tournaments per page. */
export const TOURNAMENTS_PER_PAGE = 12;

type TournamentTab = "live" | "finished";

function TournamentList({ tab }: { tab: TournamentTab }) {
  const { t } = useLingui();
  const locale = useAppSelector(selectLanguage);
  const countdownLabels = useCountdownLabels();
  const ruleName = useRankingRuleName();
  const onNavigate = useRouterNavigate();
  const setPage = usePageParam();
  const page = useCurrentPage();
  const query: TournamentListQuery = { status: tab, page, per_page: TOURNAMENTS_PER_PAGE };
  const state = useQuery(tournamentsApi.endpoints.listTournaments, query);
  const refetch = useRefetch(tournamentsApi.endpoints.listTournaments, query);
  // Ids whose countdown reached zero: shown as finished until the server says so too.
  const [ended, setEnded] = useState<readonly number[]>([]);

  return (
    <PagedListView
      state={state}
      skeleton={{ label: t`Loading tournaments`, mediaAspect: "16 / 7", lines: 3, action: true }}
      failedTitle={t`The tournaments could not be loaded.`}
      onRetry={refetch}
      empty={
        <EmptyState
          title={
            tab === "live" ? t`No live tournaments right now.` : t`No finished tournaments yet.`
          }
          description={
            tab === "live" ? t`New tournaments appear here as soon as they start.` : undefined
          }
        />
      }
      list={CardGrid}
      listLabel={t`Tournaments`}
      pagesLabel={t`Tournament pages`}
      onPageChange={setPage}
    >
      {(tournament) => {
        const live = tournament.status === "live" && !ended.includes(tournament.id);
        const players = tournament.participants_count;
        return (
          <TournamentCard
            title={tournament.title}
            imageSrc={tournament.image}
            status={live ? "live" : "finished"}
            statusLabel={live ? t`Live` : t`Finished`}
            prizePool={{
              amount: tournament.prize_pool,
              currency: tournament.prize_currency,
            }}
            prizePoolLabel={t`Prize pool`}
            locale={locale}
            endsAt={Date.parse(tournament.ends_at)}
            countdownLabel={t`Ends in`}
            countdownLabels={countdownLabels}
            showSeconds
            onCountdownComplete={() => {
              setEnded((ids) => [...ids, tournament.id]);
              refetch();
            }}
            details={
              <>
                <Plural value={players} one="# player" other="# players" />
                {" · "}
                {ruleName(tournament.ranking_rule)}
              </>
            }
            href={href(routes.tournament, { id: tournament.slug })}
            onNavigate={onNavigate}
            ctaLabel={live ? t`Take part` : t`View results`}
          />
        );
      }}
    </PagedListView>
  );
}

/**
 * `/tournaments`: live and finished tournaments in tabs kept in the address bar (`?tab=`), each
 * with its prize pool, a countdown ticking each second (the card turns finished when it ends, and
 * the list is read again), players and ranking rule. Realtime `player_new_tournament` reads the
 * list again.
 */
export function TournamentsPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const tab: TournamentTab = params.get("tab") === "finished" ? "finished" : "live";
  const tabs: TabItem[] = [
    { id: "live", label: t`Live`, content: <TournamentList tab="live" /> },
    { id: "finished", label: t`Finished`, content: <TournamentList tab="finished" /> },
  ];
  return <TabbedPage title={t`Tournaments`} tabs={tabs} value={tab} />;
}
