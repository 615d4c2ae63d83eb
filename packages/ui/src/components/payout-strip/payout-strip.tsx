import type { Key, ReactNode } from "react";
import styled from "styled-components";
import { plainList } from "../../theme/layout.ts";

/** One payout of the strip: what it pays for and whether the last round landed on it. */
export interface PayoutStripItem {
  key: Key;
  label: ReactNode;
  /** The last round paid this one: drawn on the success colour. */
  hit?: boolean;
}

export interface PayoutStripProps {
  /** The list's accessible name, e.g. "Payouts by hits". */
  label: string;
  items: readonly PayoutStripItem[];
}

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  ${plainList}
  justify-content: center;
  font-size: ${({ theme }) => theme.typography.fontSizes.xs};
  font-variant-numeric: tabular-nums;
  & li {
    padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
  & li[data-hit="true"] {
    background: ${({ theme }) => theme.colors.success};
    color: ${({ theme }) => theme.colors.onSuccess};
  }
`;

/**
 * A game's payouts as a centred, wrapping ordered list of small chips ("3 hits: 2.5×"); the one
 * the last round paid is drawn on the success colour.
 */
export function PayoutStrip({ label, items }: PayoutStripProps) {
  return (
    <List aria-label={label}>
      {items.map((item) => (
        <li key={item.key} data-hit={item.hit ?? false}>
          {item.label}
        </li>
      ))}
    </List>
  );
}
