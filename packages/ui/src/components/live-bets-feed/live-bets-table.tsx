import type { ReactNode } from "react";
import styled, { keyframes } from "styled-components";
import { compareDecimal, formatMultiplier, isFiatCurrency } from "@casino/rules";
import { CurrencyAmount, type CurrencyAmountTone } from "../currency-amount/index.ts";
import { bareButton } from "../../theme/layout.ts";
import { media } from "../../tokens/index.ts";
import { visuallyHidden } from "../visually-hidden/index.ts";
import { formatTime } from "../../format/date-time.ts";
import { CopyButton } from "../copy-button/index.ts";

/** One bet of the live feed. */
export interface LiveBet {
  id: string;
  gameName: string;
  /** Player's display name; `null` for players who hide their name. */
  player: string | null;
  /** When the bet settled (ISO string or Date). */
  time: string | Date;
  /** Stake as a decimal string. */
  betAmount: string;
  currency: string;
  /** Payout multiplier, e.g. `"2.5"` (0 for a loss). */
  multiplier: string | number;
  /** Payout as a decimal string (0 for a loss). */
  payout: string;
  /** Coin image of `currency`. */
  iconSrc?: string | null;
}

/** How a row shows its bet's id (visible and copyable), already translated. */
export interface LiveBetIdLabels {
  /** The visible id, e.g. `(id) => "ID 41"`. */
  text: (id: string) => string;
  /** Accessible name of its copy button, e.g. `(id) => "Copy bet id 41"`. */
  copy: (id: string) => string;
  /** Feedback after the copy, e.g. "Copied". */
  copied: string;
}

/** Column headers, already translated. */
export interface LiveBetsColumnLabels {
  game: string;
  player: string;
  time: string;
  bet: string;
  multiplier: string;
  payout: string;
}

export interface LiveBetsTableProps {
  bets: LiveBet[];
  columns: LiveBetsColumnLabels;
  /** Caption for assistive technology, e.g. "Latest bets". */
  caption: string;
  locale: string;
  /** Shown instead of a hidden player's name, e.g. "Hidden". */
  hiddenPlayerLabel: string;
  maxRows: number;
  onGameClick?: (bet: LiveBet) => void;
  /** Show each bet's id under its game, with a copy button. */
  betId?: LiveBetIdLabels;
}

const flash = keyframes`
  from { background: var(--flash); }
  to { background: transparent; }
`;

const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  caption {
    ${visuallyHidden}
  }
  th {
    padding: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.fontSizes.xs};
    font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
    text-align: start;
    text-transform: uppercase;
    letter-spacing: ${({ theme }) => theme.typography.letterSpacings.wide};
  }
  td {
    padding: ${({ theme }) => theme.space.sm};
    border-block-start: ${({ theme }) => theme.sizes.border} solid
      ${({ theme }) => theme.colors.border};
    white-space: nowrap;
  }
  th[data-numeric],
  td[data-numeric] {
    text-align: end;
  }
  tbody tr {
    --flash: ${({ theme }) => theme.colors.surfaceSunken};
    animation: ${flash} ${({ theme }) => theme.motion.duration.slower}
      ${({ theme }) => theme.motion.easing.exit};
  }
  /* Phones: game, player and payout only. */
  ${media.down("sm")} {
    [data-optional] {
      display: none;
    }
  }
`;

const GameButton = styled.button`
  ${bareButton}
  color: ${({ theme }) => theme.colors.link};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  &:hover {
    text-decoration: underline;
  }
`;

const GameCell = styled.span`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-start;
`;

const BetIdLine = styled.span`
  display: inline-flex;
  align-items: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.fontSizes.xs};
  font-family: ${({ theme }) => theme.typography.fonts.mono};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Multiplier = styled.span<{ $win: boolean }>`
  color: ${({ theme, $win }) => ($win ? theme.colors.success : theme.colors.textMuted)};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
`;

/** The columns in order; on phones the optional ones are hidden. */
const columnOrder: {
  key: keyof LiveBetsColumnLabels;
  numeric?: boolean;
  optional?: boolean;
}[] = [
  { key: "game" },
  { key: "player" },
  { key: "time", optional: true },
  { key: "bet", numeric: true, optional: true },
  { key: "multiplier", numeric: true, optional: true },
  { key: "payout", numeric: true },
];

const cellMarks = ({ numeric, optional }: (typeof columnOrder)[number]) => ({
  "data-numeric": numeric ? "" : undefined,
  "data-optional": optional ? "" : undefined,
});

/** The table of one feed tab (at most `maxRows` rows, newest first as given). */
export function LiveBetsTable({
  bets,
  columns,
  caption,
  locale,
  hiddenPlayerLabel,
  maxRows,
  onGameClick,
  betId,
}: LiveBetsTableProps) {
  return (
    <Table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columnOrder.map((column) => (
            <th key={column.key} scope="col" {...cellMarks(column)}>
              {columns[column.key]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {bets.slice(0, maxRows).map((bet) => {
          const time = formatTime(bet.time, locale, { hour: "2-digit", minute: "2-digit" });
          const win = compareDecimal(bet.multiplier, 0) > 0 && !/^[-+]?0*(\.0*)?$/.test(bet.payout);
          // Fiat (the player's display currency) with its symbol, a coin with its icon.
          const fiat = isFiatCurrency(bet.currency);
          const amount = (value: string, tone?: CurrencyAmountTone) => (
            <CurrencyAmount
              amount={value}
              currency={bet.currency}
              iconSrc={bet.iconSrc}
              locale={locale}
              size="sm"
              showCurrency={fiat}
              showIcon={!fiat}
              tone={tone}
            />
          );
          const game = onGameClick ? (
            <GameButton type="button" onClick={() => onGameClick(bet)}>
              {bet.gameName}
            </GameButton>
          ) : (
            bet.gameName
          );
          const cells: Record<keyof LiveBetsColumnLabels, ReactNode> = {
            game: betId ? (
              <GameCell>
                {game}
                <BetIdLine>
                  {betId.text(bet.id)}
                  <CopyButton
                    value={bet.id}
                    label={betId.copy(bet.id)}
                    copiedLabel={betId.copied}
                  />
                </BetIdLine>
              </GameCell>
            ) : (
              game
            ),
            player: bet.player ?? <Muted>{hiddenPlayerLabel}</Muted>,
            time: (
              <Muted>
                <time dateTime={time.iso}>{time.text}</time>
              </Muted>
            ),
            bet: amount(bet.betAmount),
            multiplier: (
              <Multiplier $win={win}>{formatMultiplier(bet.multiplier, locale)}</Multiplier>
            ),
            payout: amount(bet.payout, win ? "win" : "muted"),
          };
          return (
            <tr key={bet.id}>
              {columnOrder.map((column) => (
                <td key={column.key} {...cellMarks(column)}>
                  {cells[column.key]}
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
