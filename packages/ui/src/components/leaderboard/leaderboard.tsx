import { Fragment, type ReactNode } from "react";
import styled from "styled-components";
import { Badge } from "../badge/index.ts";
import { CurrencyAmount } from "../currency-amount/index.ts";
import { Skeleton } from "../skeleton/index.ts";
import { visuallyHidden } from "../visually-hidden/index.ts";

export interface LeaderboardPrize {
  amount: string;
  currency: string;
  iconSrc?: string | null;
}

export interface LeaderboardEntry {
  id: string;
  rank: number;
  /** Display name; `null` for a hidden player. */
  player: string | null;
  /** Points, multiplier or wagered amount: a number (formatted with `locale`) or ready text. */
  score: number | string;
  /** A prize amount, or ready content such as "50 free spins". */
  prize?: LeaderboardPrize | ReactNode;
}

export interface LeaderboardColumnLabels {
  rank: string;
  player: string;
  score: string;
  prize: string;
}

export interface LeaderboardProps {
  entries: LeaderboardEntry[];
  columns: LeaderboardColumnLabels;
  /** Accessible name of the table, e.g. "Crash Cup leaderboard". */
  caption: string;
  locale: string;
  /** Id of the signed-in player's entry, highlighted. */
  currentPlayerId?: string | null;
  /** Marker next to the current player, e.g. "You". */
  currentPlayerLabel?: string;
  /** The current player's entry when outside the shown ranks: shown after a gap row. */
  currentPlayerEntry?: LeaderboardEntry | null;
  hiddenPlayerLabel: string;
  /** Shown when nobody has scored yet. */
  empty?: ReactNode;
  /** Rankings are loading: placeholder rows and a busy table. */
  loading?: boolean;
  /** Announced while loading, e.g. "Loading leaderboard". */
  loadingLabel?: string;
  className?: string;
}

const Table = styled.table`
  inline-size: 100%;
  border-collapse: separate;
  border-spacing: 0 ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  caption {
    ${visuallyHidden}
  }
  th {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.fontSizes.xs};
    font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
    text-align: start;
    text-transform: uppercase;
  }
  td {
    padding: ${({ theme }) => theme.space.sm};
    background: ${({ theme }) => theme.colors.surface};
  }
  td:first-child {
    border-start-start-radius: ${({ theme }) => theme.radii.md};
    border-end-start-radius: ${({ theme }) => theme.radii.md};
  }
  td:last-child {
    border-start-end-radius: ${({ theme }) => theme.radii.md};
    border-end-end-radius: ${({ theme }) => theme.radii.md};
  }
  [data-numeric] {
    text-align: end;
  }
  tr[aria-current="true"] td {
    background: ${({ theme }) => theme.colors.surfaceRaised};
    box-shadow:
      inset 0 ${({ theme }) => theme.sizes.border} 0 ${({ theme }) => theme.colors.primary},
      inset 0 calc(-1 * ${({ theme }) => theme.sizes.border}) 0
        ${({ theme }) => theme.colors.primary};
  }
  tr[aria-current="true"] td:first-child {
    box-shadow:
      inset ${({ theme }) => theme.sizes.focusRing} 0 0 ${({ theme }) => theme.colors.primary},
      inset 0 ${({ theme }) => theme.sizes.border} 0 ${({ theme }) => theme.colors.primary},
      inset 0 calc(-1 * ${({ theme }) => theme.sizes.border}) 0
        ${({ theme }) => theme.colors.primary};
  }
`;

const Gap = styled.td`
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  && {
    background: transparent;
  }
`;

const medal = { 1: 3, 2: 0, 3: 4 } as const;

const Rank = styled.span<{ $rank: number }>`
  display: inline-grid;
  place-items: center;
  min-inline-size: ${({ theme }) => theme.sizes.controlSm};
  block-size: ${({ theme }) => theme.sizes.iconLg};
  padding-inline: ${({ theme }) => theme.space.xs};
  font-family: ${({ theme }) => theme.typography.fonts.display};
  font-size: ${({ theme }) => theme.typography.fontSizes.xs};
  font-weight: ${({ theme }) => theme.typography.fontWeights.bold};
  ${({ theme, $rank }) =>
    $rank in medal
      ? `background: ${theme.colors.vip[medal[$rank as 1 | 2 | 3]]}; color: ${theme.colors.onVip};
         clip-path: polygon(0 20%, 20% 20%, 20% 0, 80% 0, 80% 20%, 100% 20%, 100% 80%, 80% 80%, 80% 100%, 20% 100%, 20% 80%, 0 80%);`
      : `color: ${theme.colors.textMuted};`}
`;

const Player = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

function isPrize(value: unknown): value is LeaderboardPrize {
  return typeof value === "object" && value !== null && "amount" in value && "currency" in value;
}

/** A tournament or challenge ranking: rank, player, score and prize, with the current player highlighted. */
export function Leaderboard({
  entries,
  columns,
  caption,
  locale,
  currentPlayerId,
  currentPlayerLabel,
  currentPlayerEntry,
  hiddenPlayerLabel,
  empty,
  loading = false,
  loadingLabel,
  className,
}: LeaderboardProps) {
  if (entries.length === 0 && empty && !loading)
    return <Muted className={className}>{empty}</Muted>;
  const numberFormat = new Intl.NumberFormat(locale);
  const listed = entries.some((entry) => entry.id === currentPlayerId);
  const extra = !listed && currentPlayerEntry ? currentPlayerEntry : null;

  const row = (entry: LeaderboardEntry) => {
    const current = entry.id === currentPlayerId || entry === extra;
    return (
      <tr key={entry.id} aria-current={current ? "true" : undefined}>
        <td>
          <Rank $rank={entry.rank}>{numberFormat.format(entry.rank)}</Rank>
        </td>
        <td>
          <Player>
            {entry.player ?? <Muted>{hiddenPlayerLabel}</Muted>}
            {current && currentPlayerLabel ? (
              <Badge tone="primary">{currentPlayerLabel}</Badge>
            ) : null}
          </Player>
        </td>
        <td data-numeric="">
          {typeof entry.score === "number" ? numberFormat.format(entry.score) : entry.score}
        </td>
        <td data-numeric="">
          {isPrize(entry.prize) ? (
            <CurrencyAmount
              amount={entry.prize.amount}
              currency={entry.prize.currency}
              iconSrc={entry.prize.iconSrc}
              locale={locale}
              size="sm"
              tone="win"
            />
          ) : (
            (entry.prize ?? <Muted aria-hidden="true">–</Muted>)
          )}
        </td>
      </tr>
    );
  };

  return (
    <Table className={className} aria-busy={loading || undefined}>
      <caption>
        {caption}
        {loading && loadingLabel ? <span role="status"> {loadingLabel}</span> : null}
      </caption>
      <thead>
        <tr>
          <th scope="col">{columns.rank}</th>
          <th scope="col">{columns.player}</th>
          <th scope="col" data-numeric="">
            {columns.score}
          </th>
          <th scope="col" data-numeric="">
            {columns.prize}
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.map(row)}
        {loading
          ? Array.from({ length: 5 }, (_, index) => (
              <tr key={`placeholder-${index}`} aria-hidden="true">
                <td colSpan={4}>
                  <Skeleton shape="text" />
                </td>
              </tr>
            ))
          : null}
        {extra ? (
          <Fragment>
            <tr aria-hidden="true">
              <Gap colSpan={4}>⋯</Gap>
            </tr>
            {row(extra)}
          </Fragment>
        ) : null}
      </tbody>
    </Table>
  );
}
