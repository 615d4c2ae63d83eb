import { useState } from "react";
import { useParams } from "react-router";
import styled from "styled-components";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { plural } from "@lingui/core/macro";
import { selectIsLoggedIn, selectLanguage, tournamentsApi } from "@casino/core";
import {
  Button,
  CardSkeleton,
  Countdown,
  EmptyState,
  Leaderboard,
  StatusChip,
  navigationClick,
  type LeaderboardEntry,
  cluster,
  plainList,
  stack,
  Page,
  panelSurface,
  sunkenRow,
  Stack,
} from "@casino/ui";
import { ListPagination, LoadFailed, useRefetch } from "../../shared/query-states.tsx";
import { useQuery, useAppSelector } from "@casino/core/react";
import { asRequestError } from "../../shared/request-error.ts";
import { SafeHtml } from "../../shared/safe-html.tsx";
import { NotFoundPage } from "../errors/route-error-screen.tsx";
import { PageTitle } from "../frame/page-title.tsx";
import { useRouterNavigate } from "../frame/router-adapter.ts";
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

const Section = styled.section`
  ${stack("sm")}
  ${panelSurface()}
  min-inline-size: 0;
  > h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSizes.md};
  }
  > p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
`;

const Head = styled.div`
  ${cluster("sm")}
  h1 {
    margin: 0;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 10rem), 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.fontSizes.xs};
    text-transform: uppercase;
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
`;

const LinkList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  ${plainList}
  a {
    display: inline-flex;
    align-items: center;
    min-block-size: ${({ theme }) => theme.sizes.controlSm};
    padding-inline: ${({ theme }) => theme.space.md};
    border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const PrizeList = styled(Stack).attrs({ forwardedAs: "ol", gap: "xs" })`
  li {
    ${sunkenRow}
    padding: ${({ theme }) => theme.space.sm};
  }
`;

const Description = styled(SafeHtml)`
  color: ${({ theme }) => theme.colors.textMuted};
  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
`;

const Board = styled.div`
  overflow-x: auto;
`;

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
      key: `g${game.id}`,
      name: game.name,
      href: `/play-game/${game.slug}`,
    })),
    ...detail.providers.map((p) => ({
      key: `p${p.id}`,
      name: p.name,
      href: `/provider/${p.slug}`,
    })),
    ...detail.categories.map((c) => ({
      key: `c${c.id}`,
      name: c.name,
      href: `/categories/${c.slug}`,
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
      <Head>
        <PageTitle>{detail.title}</PageTitle>
        <StatusChip
          kind="challenge"
          status={ended ? "finished" : "live"}
          label={ended ? t`Finished` : t`Live`}
        />
      </Head>
      {detail.summary ? <p>{detail.summary}</p> : null}
      <Section aria-labelledby="tournament-time">
        <h2 id="tournament-time">{ended ? t`Ended` : t`Ends in`}</h2>
        {ended ? (
          <p role="status">
            {live
              ? t`The tournament has ended. The final ranks appear here in a moment.`
              : t`The tournament has ended. These are the final ranks.`}
          </p>
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
        <Facts>
          <div>
            <dt>{t`Prize pool`}</dt>
            <dd>
              <CashPrize
                amount={detail.prize_pool}
                currency={detail.prize_currency}
                locale={locale}
              />
            </dd>
          </div>
          <div>
            <dt>{t`Minimum bet`}</dt>
            <dd>
              {minBet} {currency}
            </dd>
          </div>
          <div>
            <dt>{t`Players`}</dt>
            <dd>{new Intl.NumberFormat(locale).format(participants)}</dd>
          </div>
          {loggedIn ? (
            <div>
              <dt>{t`Your rank`}</dt>
              <dd data-testid="my-rank">
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
              </dd>
            </div>
          ) : null}
        </Facts>
      </Section>
      <Columns>
        <Section aria-labelledby="tournament-join">
          <h2 id="tournament-join">{t`How to take part`}</h2>
          <p>
            <Trans>
              There is nothing to sign up for: your first bet of at least {minBet} {currency} on an
              eligible game while the tournament is live enters you, and every such bet counts.
            </Trans>
          </p>
          <h2>{t`Ranking: ${rule}`}</h2>
          <p>{ruleText(detail.ranking_rule, minBet, currency)}</p>
          <h2 id="tournament-scope">{scopeTitle}</h2>
          {scopeLinks.length ? (
            <LinkList aria-labelledby="tournament-scope">
              {scopeLinks.map((link) => (
                <li key={link.key}>
                  <a href={link.href} onClick={navigationClick(link.href, onNavigate)}>
                    {link.name}
                  </a>
                </li>
              ))}
            </LinkList>
          ) : (
            <p>{t`No eligible games are listed.`}</p>
          )}
          {detail.description ? <Description html={detail.description} /> : null}
        </Section>
        <Section aria-labelledby="tournament-prizes">
          <h2 id="tournament-prizes">{t`Prizes`}</h2>
          {detail.prizes.length ? (
            <PrizeList aria-labelledby="tournament-prizes">
              {detail.prizes.map((band) => (
                <li key={band.rank_from}>
                  <span>
                    <RankBand from={band.rank_from} to={band.rank_to} />
                  </span>
                  <PrizeText prize={band.prize} locale={locale} />
                </li>
              ))}
            </PrizeList>
          ) : (
            <p>{t`This tournament has no prizes listed.`}</p>
          )}
        </Section>
      </Columns>
      <Section aria-labelledby="tournament-leaderboard">
        <h2 id="tournament-leaderboard">{t`Leaderboard`}</h2>
        {board.isError && !board.data ? (
          <EmptyState
            compact
            headingLevel={3}
            title={t`The leaderboard could not be loaded.`}
            action={<Button onClick={refetchBoard}>{t`Try again`}</Button>}
          />
        ) : (
          <Board>
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
          </Board>
        )}
        {board.data ? (
          <ListPagination data={board.data} label={t`Leaderboard pages`} onPageChange={setPage} />
        ) : null}
      </Section>
    </Page>
  );
}
