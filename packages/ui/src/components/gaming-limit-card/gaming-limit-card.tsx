import { type ReactNode, useId } from "react";
import styled from "styled-components";
import { cluster, plainList, stack, textStyle } from "../../theme/layout.ts";
import { Badge } from "../badge/index.ts";
import { ProgressBar } from "../progress-bar/index.ts";
import { Skeleton } from "../skeleton/index.ts";

/** One period of a limit (daily, weekly or monthly) as the card shows it. */
export interface GamingLimitRow {
  id: string;
  /** The period's name, e.g. "Daily". */
  period: string;
  /** The limit in force, formatted (e.g. "100.00 USD"), or the "not set" text. */
  amountText: string;
  /** Whether a limit is in force (shows the usage bar). */
  isSet: boolean;
  /** What the window used and what the limit allows, for the usage bar (`max` > 0). */
  used?: { value: number; max: number; label: string; valueText: string };
  /** A raise or removal waiting its 24 hours, e.g. "Rises to 200.00 USD on 3 Dec, 14:05". */
  pendingText?: string | null;
  /** The editor of this period (amount field and save button). */
  editor?: ReactNode;
}

export interface GamingLimitCardProps {
  /** Heading, e.g. "Deposit limit". */
  title: string;
  /** What the limit counts, under the heading. */
  description?: ReactNode;
  /** Heading level of the title (default 3). */
  headingLevel?: 2 | 3 | 4;
  rows: readonly GamingLimitRow[];
  /** Shows skeleton rows instead (`rows` ignored). */
  loading?: boolean;
  /** Badge text of a pending change, e.g. "Pending". */
  pendingLabel?: string;
  className?: string;
}

const Root = styled.section`
  ${stack("md")}
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  min-inline-size: 0;
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.md};
`;

const Description = styled.p`
  margin: 0;
  ${textStyle("sm", "textMuted")}
`;

const List = styled.ul`
  ${stack("md")}
  ${plainList}
`;

const Item = styled.li`
  ${stack("xs")}
  padding-block-start: ${({ theme }) => theme.space.sm};
  border-block-start: ${({ theme }) => theme.sizes.border} solid
    ${({ theme }) => theme.colors.border};
  &:first-child {
    padding-block-start: 0;
    border-block-start: 0;
  }
`;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Period = styled.span`
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
`;

const Amount = styled.span<{ $set: boolean }>`
  color: ${({ theme, $set }) => ($set ? theme.colors.text : theme.colors.textMuted)};
  font-variant-numeric: tabular-nums;
`;

const Pending = styled.p`
  ${cluster("xs")}
  margin: 0;
  ${textStyle("sm", "textMuted")}
`;

/**
 * One kind of responsible-gaming limit (deposit, loss or wager) over its three periods: the
 * amount in force, what the window used (a bar), a pending raise or removal with when it applies,
 * and the editor of each period.
 */
export function GamingLimitCard({
  title,
  description,
  headingLevel = 3,
  rows,
  loading = false,
  pendingLabel,
  className,
}: GamingLimitCardProps) {
  const headingId = useId();
  return (
    <Root aria-labelledby={headingId} aria-busy={loading || undefined} className={className}>
      <Heading as={`h${headingLevel}`} id={headingId}>
        {title}
      </Heading>
      {description ? <Description>{description}</Description> : null}
      {loading ? (
        <Skeleton lines={3} />
      ) : (
        <List>
          {rows.map((row) => (
            <Item key={row.id}>
              <Line>
                <Period>{row.period}</Period>
                <Amount $set={row.isSet}>{row.amountText}</Amount>
              </Line>
              {row.isSet && row.used && row.used.max > 0 ? (
                <ProgressBar
                  size="sm"
                  label={row.used.label}
                  value={Math.min(row.used.value, row.used.max)}
                  max={row.used.max}
                  valueText={row.used.valueText}
                  valueLabel={row.used.valueText}
                  tone={row.used.value >= row.used.max ? "warning" : "primary"}
                />
              ) : null}
              {row.pendingText ? (
                <Pending>
                  {pendingLabel ? <Badge tone="warning">{pendingLabel}</Badge> : null}
                  <span>{row.pendingText}</span>
                </Pending>
              ) : null}
              {row.editor}
            </Item>
          ))}
        </List>
      )}
    </Root>
  );
}
