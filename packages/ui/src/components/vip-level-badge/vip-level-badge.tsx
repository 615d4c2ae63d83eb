import styled, { css, useTheme } from "styled-components";
import { type VipLevel } from "../../tokens/index.ts";
import { PixelEmblem } from "./pixel-emblem.tsx";

export type VipLevelBadgeSize = "sm" | "md" | "lg";

/** The level names, already translated: 0 no level, 1 Pixel Pioneer … 5 Punk Overlord. */
export type VipLevelLabels = Record<VipLevel, string>;

export interface VipLevelBadgeProps {
  /** VIP level 0 (no level) to 5. */
  level: VipLevel;
  /** Names of the levels, already translated. */
  labels: VipLevelLabels;
  /** Show only the emblem; the level name becomes its accessible name. */
  compact?: boolean;
  size?: VipLevelBadgeSize;
  className?: string;
}

const emblemSize = { sm: "iconSm", md: "iconMd", lg: "iconLg" } as const;
const fontSize = { sm: "xs", md: "xs", lg: "sm" } as const;

/* Stepped corners: the pixel look without images. */
const pixelCorners = css`
  clip-path: polygon(
    0 var(--step),
    var(--step) var(--step),
    var(--step) 0,
    calc(100% - var(--step)) 0,
    calc(100% - var(--step)) var(--step),
    100% var(--step),
    100% calc(100% - var(--step)),
    calc(100% - var(--step)) calc(100% - var(--step)),
    calc(100% - var(--step)) 100%,
    var(--step) 100%,
    var(--step) calc(100% - var(--step)),
    0 calc(100% - var(--step))
  );
`;

const Root = styled.span<{ $level: VipLevel; $size: VipLevelBadgeSize; $compact: boolean }>`
  --step: ${({ theme }) => theme.space.xxs};
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding-block: ${({ theme }) => theme.space.xxs};
  padding-inline: ${({ theme, $compact }) => ($compact ? theme.space.xxs : theme.space.sm)};
  background: ${({ theme, $level }) => theme.colors.vip[$level]};
  color: ${({ theme }) => theme.colors.onVip};
  font-family: ${({ theme }) => theme.typography.fonts.display};
  font-size: ${({ theme, $size }) => theme.typography.fontSizes[fontSize[$size]]};
  font-weight: ${({ theme }) => theme.typography.fontWeights.bold};
  letter-spacing: ${({ theme }) => theme.typography.letterSpacings.wide};
  line-height: ${({ theme }) => theme.typography.lineHeights.tight};
  text-transform: uppercase;
  white-space: nowrap;
  ${pixelCorners}
  filter: drop-shadow(0 0 ${({ theme }) => theme.space.xs} ${({ theme, $level }) => theme.colors.vip[$level]});
`;

/** A VIP level badge with its pixel emblem and (translated) name, in the level's colour. */
export function VipLevelBadge({
  level,
  labels,
  compact = false,
  size = "md",
  className,
}: VipLevelBadgeProps) {
  const theme = useTheme();
  const name = labels[level];
  return (
    <Root
      $level={level}
      $size={size}
      $compact={compact}
      className={className}
      data-level={level}
      {...(compact ? { role: "img", "aria-label": name, title: name } : {})}
    >
      <PixelEmblem
        level={level}
        color={theme.colors.onVip}
        shade={theme.colors.vip[level]}
        size={theme.sizes[emblemSize[size]]}
      />
      {compact ? null : <span>{name}</span>}
    </Root>
  );
}
