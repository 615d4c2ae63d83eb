import { useState } from "react";
import { useParams } from "react-router";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { plural } from "@lingui/core/macro";
import { href, routes, selectIsLoggedIn, selectLanguage, tournamentsApi } from "@casino/core";
import {
  Button,
  CardSkeleton,
  Countdown,
  EmptyState,
  Leaderboard,
  StatusChip,
  type LeaderboardEntry,
  Box,
  ChipLinkList,
  DescriptionItem,
  DescriptionList,
  Grid,
  Heading,
  Inline,
  Page,
  Panel,
  Stack,
  Text,
} from "@casino/ui";
import { ListPagination, LoadFailed, useRefetch } from "../../shared/query-states.tsx";
import { useQuery, useAppSelector } from "@casino/core/react";
import { asRequestError } from "../../shared/request-error.ts";
import { ArticleHtml } from "../../shared/article-html.tsx";
import { NotFoundPage } from "../errors/index.ts";
import { PageTitle } from "../page/index.ts";
import { useRouterNavigate } from "../../shared/router-link.tsx";
import { publicPlayer } from "../bets/index.ts";
import {
  CashPrize,
  PrizeText,
  RankBand,
  useCountdownLabels,
  useRankingRuleName,
  useRankingRuleText,
  useVisiblePolling,
} from "./competition-text.tsx";
import { formatDecimal, formatMoney } from "@casino/rules";

/** Decimals of the points shown (the server keeps 8). */
const POINT_DECIMALS = 4;

/** Leaderboard rows per page. */
export const LEADERBOARD_PER_PAGE = 20;
/** How often a live tournament and its leaderboard are read again while the page is visible. */
export const LEADERBOARD_POLL_MS = 10_000;

/**
 * `/tournaments/:id` (id or slug): status and a countdown to the end ticking each second (when it
 * reaches zero the page says so and reads the tournament again until the server has ranked it),
 * facts, how to take part, the ranking rule in words, the scope's games, providers or categories
 * as links, prizes by rank and the leaderboard (masked names, the player's own row highlighted),
 * read again every 10 s while the page is visible and the tournament live.
 */
export function TournamentPage() {
  const { t } = useLingui();
  const { id = "" } = useParams();
  const locale = useAppSelector(selectLanguage);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const countdownLabels = useCountdownLabels();
  const ruleText = useRankingRuleText();
  const ruleName = useRankingRuleName();
  const onNavigate = useRouterNavigate();
  const [page, setPage] = useState(1);
  const [endedAt, setEndedAt] = useState<string | null>(null);
  const boardArgs = { id, page, per_page: LEADERBOARD_PER_PAGE };
  const tournament = useQuery(tournamentsApi.endpoints.getTournament, id);
  const board = useQuery(tournamentsApi.endpoints.getTournamentLeaderboard, boardArgs);
  const refetchTournament = useRefetch(tournamentsApi.endpoints.getTournament, id);
  const refetchBoard = useRefetch(tournamentsApi.endpoints.getTournamentLeaderboard, boardArgs);
  const detail = tournament.data;
  const live = detail?.status === "live";
  useVisiblePolling(refetchTournament, LEADERBOARD_POLL_MS, live);
  useVisiblePolling(refetchBoard, LEADERBOARD_POLL_MS, live);

  if (tournament.isLoading && !detail) {
    return (
      <Page aria-busy="true">
        <PageTitle>{t`Tournament`}</PageTitle>
        <CardSkeleton mediaAspect="16 / 5" lines={4} />
      </Page>
    );
  }
  if (tournament.isError && asRequestError(tournament.error)?.status === 404)
    return <NotFoundPage />;
  if (tournament.isError || !detail) {
    return (
      <Page>
        <PageTitle>{t`Tournament`}</PageTitle>
        <LoadFailed
          title={t`The tournament could not be loaded.`}
          error={tournament.error}
          onRetry={refetchTournament}
        />
      </Page>
    );
  }

  const ended = !live || endedAt === detail.ends_at;
  const currency = detail.min_bet_currency;
  const minBet = formatMoney(detail.min_bet, { locale, currency, unit: "none" });
  const scopeLinks = [
    ...detail.games.map((game) => ({
      id: `g${game.id}`,
      label: game.name,
      href: href(routes.playGame, { id: game.slug }),
    })),
    ...detail.providers.map((p) => ({
      id: `p${p.id}`,
      label: p.name,
      href: href(routes.provider, { id: p.slug }),
    })),
    ...detail.categories.map((c) => ({
      id: `c${c.id}`,
      label: c.name,
      href: href(routes.category, { id: c.slug }),
    })),
  ];
  const scopeTitle = {
    single_games: t`Eligible games`,
    providers: t`Eligible providers`,
    categories: t`Eligible categories`,
  }[detail.scope];
  const rows = board.data?.data ?? [];
  const entries: LeaderboardEntry[] = rows.map((row) => ({
    id: row.is_me ? "me" : `rank-${row.rank}`,
    rank: row.rank,
    player: row.is_me ? row.username : publicPlayer(row.username),
    score: formatDecimal(row.points, { locale, maxDecimals: POINT_DECIMALS }),
    prize: row.prize ? <PrizeText prize={row.prize} locale={locale} /> : null,
  }));
  const participants = detail.participants_count;
  const myRank = detail.my_rank;
  const myPoints = formatDecimal(detail.my_points ?? "0", { locale, maxDecimals: POINT_DECIMALS });
  const rule = ruleName(detail.ranking_rule);
  const title = detail.title;

  return (
    <Page>
      <Inline gap="sm">
        <PageTitle flush>{detail.title}</PageTitle>
        <StatusChip
          kind="challenge"
          status={ended ? "finished" : "live"}
          label={ended ? t`Finished` : t`Live`}
        />
      </Inline>
      {detail.summary ? <p>{detail.summary}</p> : null}
      <Panel gap="sm" aria-labelledby="tournament-time">
        <Heading level={2} size="sm" id="tournament-time">
          {ended ? t`Ended` : t`Ends in`}
        </Heading>
        {ended ? (
          <Text tone="subdued" role="status">
            {live
              ? t`The tournament has ended. The final ranks appear here in a moment.`
              : t`The tournament has ended. These are the final ranks.`}
          </Text>
        ) : (
          <Countdown
            target={Date.parse(detail.ends_at)}
            label={t`Ends in`}
            labels={countdownLabels}
            showSeconds
            onComplete={() => {
              setEndedAt(detail.ends_at);
              refetchTournament();
              refetchBoard();
            }}
          />
        )}
        <DescriptionList>
          <DescriptionItem label={t`Prize pool`}>
            <CashPrize
              amount={detail.prize_pool}
              currency={detail.prize_currency}
              locale={locale}
            />
          </DescriptionItem>
          <DescriptionItem label={t`Minimum bet`}>
            {minBet} {currency}
          </DescriptionItem>
          <DescriptionItem label={t`Players`}>
            {new Intl.NumberFormat(locale).format(participants)}
          </DescriptionItem>
          {loggedIn ? (
            <DescriptionItem label={t`Your rank`} data-testid="my-rank">
              {myRank !== null
                ? t({
                    // The form follows the exact decimal string ("1" point, "1.5" points).
                    message: plural(
                      { points: detail.my_points ?? "0" },
                      {
                        one: `${myRank} · ${myPoints} point`,
                        other: `${myRank} · ${myPoints} points`,
                      },
                    ),
                  })
                : t`Not ranked yet`}
            </DescriptionItem>
          ) : null}
        </DescriptionList>
      </Panel>
      <Grid align="start">
        <Panel gap="sm" aria-labelledby="tournament-join">
          <Heading level={2} size="sm" id="tournament-join">{t`How to take part`}</Heading>
          <Text tone="subdued">
            <Trans>
              There is nothing to sign up for: your first bet of at least {minBet} {currency} on an
              eligible game while the tournament is live enters you, and every such bet counts.
            </Trans>
          </Text>
          <Heading level={2} size="sm">{t`Ranking: ${rule}`}</Heading>
          <Text tone="subdued">{ruleText(detail.ranking_rule, minBet, currency)}</Text>
          <Heading level={2} size="sm" id="tournament-scope">
            {scopeTitle}
          </Heading>
          {scopeLinks.length ? (
            <ChipLinkList
              aria-labelledby="tournament-scope"
              links={scopeLinks}
              onNavigate={onNavigate}
            />
          ) : (
            <Text tone="subdued">{t`No eligible games are listed.`}</Text>
          )}
          {detail.description ? <ArticleHtml html={detail.description} /> : null}
        </Panel>
        <Panel gap="sm" aria-labelledby="tournament-prizes">
          <Heading level={2} size="sm" id="tournament-prizes">{t`Prizes`}</Heading>
          {detail.prizes.length ? (
            <Stack as="ol" gap="xs" aria-labelledby="tournament-prizes">
              {detail.prizes.map((band) => (
                <Box
                  as="li"
                  key={band.rank_from}
                  padding="sm"
                  radius="md"
                  background="surfaceSunken"
                >
                  <Inline gap="sm" justify="between">
                    <span>
                      <RankBand from={band.rank_from} to={band.rank_to} />
                    </span>
                    <PrizeText prize={band.prize} locale={locale} />
                  </Inline>
                </Box>
              ))}
            </Stack>
          ) : (
            <Text tone="subdued">{t`This tournament has no prizes listed.`}</Text>
          )}
        </Panel>
      </Grid>
      <Panel gap="sm" aria-labelledby="tournament-leaderboard">
        <Heading level={2} size="sm" id="tournament-leaderboard">{t`Leaderboard`}</Heading>
        {board.isError && !board.data ? (
          <EmptyState
            compact
            headingLevel={3}
            title={t`The leaderboard could not be loaded.`}
            action={<Button onClick={refetchBoard}>{t`Try again`}</Button>}
          />
        ) : (
          <Box scrollInline>
            <Leaderboard
              entries={entries}
              columns={{ rank: t`Rank`, player: t`Player`, score: t`Points`, prize: t`Prize` }}
              caption={t`Leaderboard of ${title}`}
              locale={locale}
              currentPlayerId="me"
              currentPlayerLabel={t`You`}
              hiddenPlayerLabel={t`Hidden player`}
              loading={board.isLoading && !board.data}
              loadingLabel={t`Loading leaderboard`}
              empty={
                <Plural
                  value={participants}
                  _0="Nobody has placed an eligible bet yet. Be the first!"
                  one="# player takes part."
                  other="# players take part."
                />
              }
            />
          </Box>
        )}
        {board.data ? (
          <ListPagination data={board.data} label={t`Leaderboard pages`} onPageChange={setPage} />
        ) : null}
      </Panel>
    </Page>
  );
}
