/**
 * The parts the teaser cards (promotion, tournament, blog, challenge) are built from: the framed
 * article, the image area and its picture, the padded body, the title (also the bonus and VIP
 * level cards') and the call to action. Internal to the kit: each card styles its own accents on top (`styled(CardFrame)`,
 * `styled(CardLink)`), so a change to the shared parts reaches all of them.
 */
import { type ReactNode, useId } from "react";
import styled, { css } from "styled-components";
import { stack } from "../../theme/layout.ts";
import type { ThemeColors } from "../../theme/theme.ts";
import { navigationClick, type NavigateHandler } from "../category-nav/index.ts";
import { ProgressBar, type ProgressBarTone } from "../progress-bar/index.ts";

/** The card itself: a bordered surface whose children stack vertically. */
export const CardFrame = styled.article`
  position: relative;
  ${stack()}
  overflow: hidden;
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

/** An `img` child fills its box, cropped rather than stretched. */
export const coverImage = css`
  img {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

/**
 * The image area: a fixed aspect ratio (no layout shift while the image loads), the image
 * covering it, and a sunken background when there is no image.
 */
export const CardMedia = styled.div<{ $ratio: string }>`
  position: relative;
  aspect-ratio: ${({ $ratio }) => $ratio};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  ${coverImage}
`;

/** The image area's backdrop (seen while there is no image): a diagonal blend of two colours. */
export const mediaGradient = (
  from: Exclude<keyof ThemeColors, "vip">,
  to: Exclude<keyof ThemeColors, "vip">,
) => css`
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors[from]},
    ${({ theme }) => theme.colors[to]}
  );
`;

/** A spot over the image's top corner on the inline `$side` (badges, a status chip). */
export const CardCorner = styled.div<{ $side: "start" | "end" }>`
  position: absolute;
  inset-block-start: ${({ theme }) => theme.space.sm};
  ${({ $side, theme }) => `inset-inline-${$side}: ${theme.space.sm};`}
`;

/** A card's picture: decorative (the title names the card) and loaded lazily; none without `src`. */
export function CardImage({ src }: { src?: string | null }) {
  return src ? <img src={src} alt="" loading="lazy" decoding="async" /> : null;
}

/** The text column under the image; it grows so that a trailing call to action sits at the end. */
export const CardBody = styled.div`
  ${stack("sm")}
  padding: ${({ theme }) => theme.space.lg};
  flex: 1;
`;

/** The card's heading (an h3 unless rendered `as` another level). */
export const CardTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.lg};
  line-height: ${({ theme }) => theme.typography.lineHeights.snug};
`;

/** Makes a link's click target the whole card (the card must be `position: relative`). */
export const stretchedLink = css`
  &::after {
    content: "";
    position: absolute;
    inset: 0;
  }
`;

export interface CardLinkProps {
  href: string;
  /** e.g. "Read more"; the card's title is appended to the link's accessible name. */
  label: ReactNode;
  /** Id of the card's title. */
  titleId: string;
  onNavigate?: NavigateHandler;
  className?: string;
}

/**
 * A card's call to action: a link named by its label followed by the card's title ("Read more
 * Weekend reload"), so a list of cards does not read as many identical links.
 */
export function CardLink({ href, label, titleId, onNavigate, className }: CardLinkProps) {
  const labelId = useId();
  return (
    <a
      className={className}
      href={href}
      onClick={navigationClick(href, onNavigate)}
      aria-labelledby={`${labelId} ${titleId}`}
    >
      <span id={labelId}>{label}</span>
    </a>
  );
}

/** A card's progress towards its goal: a bonus's wagering, a challenge's target. */
export interface CardProgress {
  value: number;
  max: number;
  /** e.g. "Wagering". */
  label: string;
  /** e.g. "€312.50 of €500.00": spoken, and shown next to the label. */
  valueText: string;
}

/** The small progress bar of a card, its value text shown next to its label. */
export function CardProgressBar({
  progress,
  tone,
  pixel,
}: {
  progress: CardProgress;
  tone: ProgressBarTone;
  pixel?: boolean;
}) {
  return (
    <ProgressBar
      label={progress.label}
      value={progress.value}
      max={progress.max}
      valueText={progress.valueText}
      valueLabel={progress.valueText}
      size="sm"
      tone={tone}
      pixel={pixel}
    />
  );
}
