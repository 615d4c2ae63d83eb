import styled from "styled-components";
import { visuallyHidden } from "../visually-hidden/index.ts";

/** One row of a payout table: its label, a multiplier per column, and its return to player. */
export interface PayoutTableRow {
  /** Identifies the row (e.g. "12" rows, "5" picks). */
  key: string;
  /** The row's header, already translated (e.g. "12 rows", "5 picks"). */
  label: string;
  /** Multipliers by column (decimal strings), from column 0; a shorter row leaves cells empty. */
  multipliers: readonly string[];
  /** Return to player, already formatted (e.g. "99.00 %"). */
  rtp: string;
}

export interface PayoutTableProps {
  /** The table's name, e.g. "Plinko payouts, medium risk". */
  caption: string;
  /** Header of the row labels' column, e.g. "Rows" or "Picks". */
  rowHeader: string;
  /** Header of each multiplier column, e.g. `(i) => "Bucket 3"`, `(i) => "3 hits"`. */
  columnHeader: (column: number) => string;
  /** Header of the RTP column, e.g. "RTP". */
  rtpHeader: string;
  rows: readonly PayoutTableRow[];
  /** Formats a multiplier with its unit, e.g. `"1.5" -> "1.50×"`. */
  formatMultiplier: (value: string) => string;
  /** The cell a bet was paid by: highlighted, and said with `paidLabel`. */
  paid?: { row: string; column: number } | null;
  /** Said in the paid cell for assistive technology, e.g. "paid". */
  paidLabel?: string;
  className?: string;
}

const Scroll = styled.div`
  overflow-x: auto;
  max-inline-size: 100%;
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Table = styled.table`
  border-collapse: collapse;
  inline-size: 100%;
  font-size: ${({ theme }) => theme.typography.fontSizes.xs};
  font-variant-numeric: tabular-nums;
  caption {
    ${visuallyHidden}
  }
  th,
  td {
    padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.xs};
    text-align: end;
    white-space: nowrap;
    border-block-end: ${({ theme }) => theme.sizes.border} solid
      ${({ theme }) => theme.colors.border};
  }
  thead th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  }
  th[scope="row"],
  thead th:first-child {
    position: sticky;
    inset-inline-start: 0;
    text-align: start;
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  td[data-rtp] {
    font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  }
  tr[aria-current] th,
  tr[aria-current] td {
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
  /* Over the paid row's shading: the cell keeps the success pair (its contrast is the theme's). */
  tr[aria-current] td[data-paid],
  td[data-paid] {
    background: ${({ theme }) => theme.colors.success};
    color: ${({ theme }) => theme.colors.onSuccess};
    font-weight: ${({ theme }) => theme.typography.fontWeights.bold};
    outline: 2px solid ${({ theme }) => theme.colors.success};
    outline-offset: -2px;
  }
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

/**
 * A game's payout table (plinko rows × buckets, keno picks × hits): the multiplier of each cell
 * with its unit and each row's RTP; the row and column a bet was paid by are highlighted, and
 * the paid cell says so to assistive technology. Scrolls sideways on narrow screens with its
 * row labels kept in view.
 */
export function PayoutTable({
  caption,
  rowHeader,
  columnHeader,
  rtpHeader,
  rows,
  formatMultiplier,
  paid,
  paidLabel = "",
  className,
}: PayoutTableProps) {
  const columns = Math.max(0, ...rows.map((row) => row.multipliers.length));
  return (
    <Scroll className={className} tabIndex={0} role="group" aria-label={caption}>
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{rowHeader}</th>
            {Array.from({ length: columns }, (_, column) => (
              <th key={column} scope="col" aria-label={columnHeader(column)}>
                {column}
              </th>
            ))}
            <th scope="col">{rtpHeader}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const paidRow = paid?.row === row.key;
            return (
              <tr key={row.key} aria-current={paidRow ? "true" : undefined}>
                <th scope="row">{row.label}</th>
                {Array.from({ length: columns }, (_, column) => {
                  const value = row.multipliers[column];
                  const isPaid = paidRow && paid?.column === column;
                  return (
                    <td key={column} data-paid={isPaid ? "" : undefined}>
                      {value === undefined ? "" : formatMultiplier(value)}
                      {isPaid ? <Hidden> {paidLabel}</Hidden> : null}
                    </td>
                  );
                })}
                <td data-rtp="">{row.rtp}</td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </Scroll>
  );
}
