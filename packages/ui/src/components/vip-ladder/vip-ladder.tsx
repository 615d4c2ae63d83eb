import { Fragment, type ReactNode, useId } from "react";
import styled, { css } from "styled-components";
import { cluster, plainList, stack, textStyle } from "../../theme/layout.ts";
import { type VipLevel } from "../../tokens/index.ts";
import { CardTitle } from "../card/card-parts.tsx";
import { CheckIcon } from "../icons/index.ts";
import { VipLevelBadge, type VipLevelLabels } from "../vip-level-badge/index.ts";

/** Where a level stands for the player: passed, held now, the next goal, or further away. */
export type VipLevelState = "reached" | "current" | "next" | "locked";

/** One perk line of a level, already translated, e.g. `{ label: "Cashback", value: "5%" }`. */
export interface VipPerk {
  label: string;
  value: ReactNode;
}

export interface VipLevelCardProps {
  level: VipLevel;
  /** Names of the levels, already translated (the card's badge and heading). */
  labels: VipLevelLabels;
  /** What reaching it takes, e.g. "100 stars". */
  threshold: ReactNode;
  perks: readonly VipPerk[];
  state: VipLevelState;
  /** Translated state, e.g. "Your level", "Next", "Reached", "Locked". */
  stateLabel: string;
  className?: string;
}

const Card = styled.article<{ $level: VipLevel; $state: VipLevelState }>`
  ${stack("sm")}
  block-size: 100%;
  padding: ${({ theme }) => theme.space.lg};
  border: ${({ theme }) => theme.sizes.border} solid
    ${({ theme, $state, $level }) =>
      $state === "current" ? theme.colors.vip[$level] : theme.colors.border};
  border-block-start: ${({ theme }) => theme.space.xs} solid
    ${({ theme, $level }) => theme.colors.vip[$level]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  ${({ theme, $state, $level }) =>
    $state === "current" &&
    css`
      box-shadow: 0 0 ${theme.space.md} ${theme.colors.vip[$level]};
    `}
  ${({ $state }) =>
    $state === "locked" &&
    css`
      filter: saturate(0.5);
    `}
`;

const Header = styled.div`
  ${cluster("sm")}
  justify-content: space-between;
`;

const State = styled.span<{ $state: VipLevelState }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  color: ${({ theme, $state }) =>
    $state === "current" || $state === "reached"
      ? theme.colors.success
      : $state === "next"
        ? theme.colors.link
        : theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.fontSizes.xs};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  text-transform: uppercase;
  letter-spacing: ${({ theme }) => theme.typography.letterSpacings.wide};
`;

const Threshold = styled.p`
  margin: 0;
  ${textStyle("sm", "textMuted")}
  font-variant-numeric: tabular-nums;
`;

const Perks = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
  dd {
    margin: 0;
    text-align: end;
    font-variant-numeric: tabular-nums;
    font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  }
`;

/** A VIP level of the ladder: badge, name, stars needed, perks, and where the player stands. */
export function VipLevelCard({
  level,
  labels,
  threshold,
  perks,
  state,
  stateLabel,
  className,
}: VipLevelCardProps) {
  const titleId = useId();
  return (
    <Card
      aria-labelledby={titleId}
      aria-current={state === "current" ? "step" : undefined}
      $level={level}
      $state={state}
      className={className}
      data-level={level}
      data-state={state}
    >
      <Header>
        <VipLevelBadge level={level} labels={labels} compact size="lg" />
        <State $state={state}>
          {state === "reached" || state === "current" ? <CheckIcon size="iconSm" /> : null}
          {stateLabel}
        </State>
      </Header>
      <CardTitle id={titleId}>{labels[level]}</CardTitle>
      <Threshold>{threshold}</Threshold>
      {perks.length > 0 ? (
        <Perks>
          {perks.map((perk) => (
            <Fragment key={perk.label}>
              <dt>{perk.label}</dt>
              <dd>{perk.value}</dd>
            </Fragment>
          ))}
        </Perks>
      ) : null}
    </Card>
  );
}

export interface VipLadderProps {
  /** Accessible name of the list, e.g. "VIP levels". */
  label: string;
  levels: readonly Omit<VipLevelCardProps, "labels">[];
  labels: VipLevelLabels;
  className?: string;
}

const List = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 11rem), 1fr));
  gap: ${({ theme }) => theme.space.md};
  ${plainList}
`;

/** The VIP levels, lowest first, as a responsive grid of {@link VipLevelCard}s. */
export function VipLadder({ label, levels, labels, className }: VipLadderProps) {
  return (
    <List aria-label={label} className={className}>
      {levels.map((level) => (
        <li key={level.level}>
          <VipLevelCard {...level} labels={labels} />
        </li>
      ))}
    </List>
  );
}
