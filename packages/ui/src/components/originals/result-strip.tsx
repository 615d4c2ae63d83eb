import styled, { keyframes } from "styled-components";
import { plainList, textStyle } from "../../theme/layout.ts";
import { media } from "../../tokens/index.ts";
import { VisuallyHidden } from "../visually-hidden/index.ts";

export interface ResultStripItem {
  id: string | number;
  /** What the chip shows, e.g. "1.98×" or "42.17". */
  label: string;
  win: boolean;
}

export interface ResultStripProps {
  /** Newest first. */
  items: ResultStripItem[];
  /** Accessible name of the list, e.g. "Recent results". */
  label: string;
  /** Read out before each result: "Win" / "Loss". */
  winLabel: string;
  lossLabel: string;
  /** Shown while the list is empty. */
  emptyLabel?: string;
  onSelect?: (id: string | number) => void;
}

const pop = keyframes`
  from { transform: translateY(-6px) scale(0.85); opacity: 0; }
  to { transform: none; opacity: 1; }
`;

const List = styled.ol`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  ${plainList}
  overflow: hidden;
  min-block-size: 1.75rem;
  mask-image: linear-gradient(to right, #000 85%, transparent);
`;

const Chip = styled.button<{ $win: boolean }>`
  flex: none;
  display: inline-grid;
  place-items: center;
  min-inline-size: 3.5rem;
  min-block-size: 1.75rem;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  font: inherit;
  font-size: ${({ theme }) => theme.typography.fontSizes.xs};
  font-weight: ${({ theme }) => theme.typography.fontWeights.bold};
  font-variant-numeric: tabular-nums;
  background: ${({ theme, $win }) => ($win ? theme.colors.success : theme.colors.surfaceSunken)};
  color: ${({ theme, $win }) => ($win ? theme.colors.onSuccess : theme.colors.text)};
  cursor: pointer;
  animation: ${pop} ${({ theme }) => theme.motion.duration.base}
    ${({ theme }) => theme.motion.easing.enter};
  &:focus-visible {
    outline: ${({ theme }) => theme.sizes.focusRing} solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  ${media.reducedMotion} {
    animation: none;
  }
`;

const Empty = styled.li`
  ${textStyle("xs", "textMuted")}
  align-self: center;
`;

/** The last results of a game as chips (newest first); with `onSelect`, a chip opens the bet. */
export function ResultStrip({
  items,
  label,
  winLabel,
  lossLabel,
  emptyLabel,
  onSelect,
}: ResultStripProps) {
  return (
    <List aria-label={label}>
      {items.length === 0 && emptyLabel ? <Empty>{emptyLabel}</Empty> : null}
      {items.map((item) => (
        <li key={item.id}>
          {onSelect ? (
            <Chip
              type="button"
              $win={item.win}
              aria-label={`${item.win ? winLabel : lossLabel} ${item.label}`}
              onClick={() => onSelect(item.id)}
            >
              {item.label}
            </Chip>
          ) : (
            // Nothing to open: a plain chip, not a button.
            <Chip as="span" $win={item.win}>
              <VisuallyHidden>{item.win ? winLabel : lossLabel} </VisuallyHidden>
              {item.label}
            </Chip>
          )}
        </li>
      ))}
    </List>
  );
}
