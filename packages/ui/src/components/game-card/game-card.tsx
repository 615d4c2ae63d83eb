import { type ReactNode, useId } from "react";
import styled, { css } from "styled-components";
import { centerStack, stack, textStyle, truncate } from "../../theme/layout.ts";
import { palette } from "../../tokens/index.ts";
import { mediaGradient } from "../card/card-parts.tsx";
import { navigationClick, type NavigateHandler } from "../category-nav/navigate.ts";
import { StarIcon, WarningIcon } from "../icons/index.ts";
import { VisuallyHidden, visuallyHidden } from "../visually-hidden/index.ts";

/** The spec's game availability values. */
export type GameAvailability = "CAN_PLAY" | "LOCATION_BLOCKED" | "HIDDEN_WHEN_BONUS" | "INACTIVE";

/** Messages for the states in which a game cannot be played (already translated). */
export type GameUnavailableLabels = Record<Exclude<GameAvailability, "CAN_PLAY">, string>;

export interface GameCardProps {
  name: string;
  /** Provider name, e.g. "Copperleaf Gaming". */
  provider?: string;
  /** Thumbnail URL (portrait 3:4 works best). */
  imageSrc?: string | null;
  availability?: GameAvailability;
  /** Message for each unavailable state. */
  unavailableLabels: GameUnavailableLabels;
  /** Extra content under an unavailable message, e.g. a link to the VPN instructions. */
  unavailableAction?: ReactNode;
  /** Text of the play button, e.g. "Play" (its accessible name gets the game name appended). */
  playLabel: string;
  /**
   * The game's page, e.g. "/play-game/gates-of-aetheria": the play control is then a link (opens in
   * a new tab on a modified click) and the whole tile is clickable. Plain clicks go to `onNavigate`.
   */
  href?: string;
  onNavigate?: NavigateHandler;
  /** Called when the play button is pressed (tiles without `href`). */
  onPlay?: () => void;
  /** Intrinsic size of the art in px (reserves its space before it loads: no layout shift). */
  imageWidth?: number;
  imageHeight?: number;
  /** Load the art eagerly (tiles in the first viewport). */
  priority?: boolean;
  /** Accessible name of the favourite toggle, e.g. "Favourite" (the game name is appended). Omit to hide the toggle. */
  favouriteLabel?: string;
  favourite?: boolean;
  onToggleFavourite?: (favourite: boolean) => void;
  /**
   * Where the favourite toggle sits: over the art's top corner (default), or beside the name
   * (`footer`), for art that carries its own corner marks.
   */
  favouritePlacement?: "art" | "footer";
  /** Small ribbons over the image, e.g. <Badge>New</Badge>. */
  badges?: ReactNode;
  className?: string;
}

const Card = styled.article`
  position: relative;
  ${stack("xs")}
  min-inline-size: 0;
  color: ${({ theme }) => theme.colors.text};
`;

const Media = styled.div<{ $playable: boolean }>`
  position: relative;
  aspect-ratio: 3 / 4;
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  ${mediaGradient("surfaceRaised", "surfaceSunken")}
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  transition:
    transform ${({ theme }) => theme.motion.duration.base}
      ${({ theme }) => theme.motion.easing.standard},
    box-shadow ${({ theme }) => theme.motion.duration.base}
      ${({ theme }) => theme.motion.easing.standard};

  ${({ $playable, theme }) =>
    $playable
      ? css`
          ${Card}:hover &,
          ${Card}:focus-within & {
            transform: translateY(calc(-1 * ${theme.space.xs}));
            box-shadow: ${theme.shadows.glowPrimary};
          }
        `
      : css`
          img {
            filter: grayscale(1) brightness(0.5);
          }
        `}
`;

const Image = styled.img`
  display: block;
  inline-size: 100%;
  block-size: 100%;
  object-fit: cover;
`;

const Monogram = styled.span`
  display: grid;
  place-items: center;
  block-size: 100%;
  padding: ${({ theme }) => theme.space.sm};
  font-family: ${({ theme }) => theme.typography.fonts.display};
  ${textStyle("sm", "textMuted")}
  text-align: center;
  overflow-wrap: anywhere;
`;

const PlayOverlay = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.colors.backdrop};
  opacity: 0;
  transition: opacity ${({ theme }) => theme.motion.duration.fast}
    ${({ theme }) => theme.motion.easing.standard};
  ${Card}:hover &,
  ${Card}:focus-within & {
    opacity: 1;
  }
  @media (hover: none) {
    background: transparent;
    opacity: 1;
    place-items: end center;
    padding-block-end: ${({ theme }) => theme.space.sm};
  }
`;

const PlayButton = styled.button<{ href?: string }>`
  display: inline-flex;
  align-items: center;
  text-decoration: none;
  min-block-size: ${({ theme }) => theme.sizes.controlSm};
  padding-inline: ${({ theme }) => theme.space.lg};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.typography.fontWeights.bold};
  box-shadow: ${({ theme }) => theme.shadows.glowPrimary};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
  /* A linked tile: the whole art opens the game (the link stays the one focus stop). */
  &[href]::after {
    content: "";
    position: absolute;
    inset: 0;
  }
`;

const Unavailable = styled.div`
  position: absolute;
  inset: 0;
  ${centerStack("xs")}
  padding: ${({ theme }) => theme.space.sm};
  text-align: center;
  font-size: ${({ theme }) => theme.typography.fontSizes.xs};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  /* On a dark scrim over the image in every theme: light text. */
  color: ${palette.white};
  background: ${({ theme }) => theme.colors.backdrop};
  svg {
    color: ${palette.amber400};
  }
  a {
    color: ${palette.cyan400};
  }
`;

const Ribbons = styled.div`
  position: absolute;
  inset-block-start: ${({ theme }) => theme.space.xs};
  inset-inline-start: ${({ theme }) => theme.space.xs};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs};
  pointer-events: none;
`;

const FavouriteButton = styled.button`
  position: absolute;
  z-index: ${({ theme }) => theme.zIndex.raised};
  inset-block-start: ${({ theme }) => theme.space.xs};
  inset-inline-end: ${({ theme }) => theme.space.xs};
  display: grid;
  place-items: center;
  inline-size: ${({ theme }) => theme.sizes.controlSm};
  block-size: ${({ theme }) => theme.sizes.controlSm};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.backdrop};
  color: ${palette.white};
  cursor: pointer;
  &[aria-pressed="true"] {
    color: ${palette.amber400};
    svg {
      fill: currentColor;
    }
  }
  &:hover {
    color: ${palette.amber400};
  }
`;

const Footer = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  column-gap: ${({ theme }) => theme.space.xxs};
`;

const FooterText = styled.div`
  ${stack("xxs")}
  min-inline-size: 0;
`;

const FooterFavourite = styled(FavouriteButton)`
  position: static;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
`;

/** The name under the tile; only for screen readers when the art shows it (`$inArt`). */
const Title = styled.h3<{ $inArt: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  line-height: ${({ theme }) => theme.typography.lineHeights.snug};
  ${truncate}
  ${({ $inArt }) => $inArt && visuallyHidden}
`;

const Provider = styled.p`
  margin: 0;
  ${textStyle("xs", "textMuted")}
  ${truncate}
`;

/**
 * A game tile: thumbnail, name, provider, a favourite toggle and a play button.
 * Games that cannot be played show why (location, active bonus, inactive).
 * The name is written once: game art carries its title (as providers' thumbnails do), so under a
 * tile with art the name is only the tile's accessible name; a tile without art shows it in the
 * art's place.
 */
export function GameCard({
  name,
  provider,
  imageSrc,
  availability = "CAN_PLAY",
  unavailableLabels,
  unavailableAction,
  playLabel,
  href,
  onNavigate,
  onPlay,
  imageWidth = 300,
  imageHeight = 400,
  priority = false,
  favouriteLabel,
  favourite = false,
  onToggleFavourite,
  favouritePlacement = "art",
  badges,
  className,
}: GameCardProps) {
  const titleId = useId();
  const playId = useId();
  const favouriteId = useId();
  const playable = availability === "CAN_PLAY";
  const heading = (
    <>
      <Title id={titleId} $inArt={Boolean(imageSrc)}>
        {name}
      </Title>
      {provider ? <Provider>{provider}</Provider> : null}
    </>
  );
  const favouriteToggle = (Toggle: typeof FavouriteButton | typeof FooterFavourite) =>
    favouriteLabel && onToggleFavourite ? (
      <Toggle
        type="button"
        aria-labelledby={`${favouriteId} ${titleId}`}
        aria-pressed={favourite}
        onClick={() => onToggleFavourite(!favourite)}
      >
        <VisuallyHidden id={favouriteId}>{favouriteLabel}</VisuallyHidden>
        <StarIcon size="iconSm" />
      </Toggle>
    ) : null;
  return (
    <Card aria-labelledby={titleId} className={className} data-availability={availability}>
      <Media $playable={playable}>
        {imageSrc ? (
          <Image
            src={imageSrc}
            alt=""
            width={imageWidth}
            height={imageHeight}
            loading={priority ? "eager" : "lazy"}
            decoding="async"
          />
        ) : (
          <Monogram aria-hidden="true">{name}</Monogram>
        )}
        {badges ? <Ribbons>{badges}</Ribbons> : null}
        {playable ? (
          <PlayOverlay>
            {href ? (
              <PlayButton
                as="a"
                href={href}
                onClick={navigationClick(href, onNavigate)}
                aria-labelledby={`${playId} ${titleId}`}
              >
                <span id={playId}>{playLabel}</span>
              </PlayButton>
            ) : (
              <PlayButton type="button" onClick={onPlay} aria-labelledby={`${playId} ${titleId}`}>
                <span id={playId}>{playLabel}</span>
              </PlayButton>
            )}
          </PlayOverlay>
        ) : (
          <Unavailable>
            <WarningIcon size="iconMd" />
            <span>{unavailableLabels[availability]}</span>
            {unavailableAction}
          </Unavailable>
        )}
      </Media>
      {favouritePlacement === "art" ? favouriteToggle(FavouriteButton) : null}
      {favouritePlacement === "footer" ? (
        <Footer>
          <FooterText>{heading}</FooterText>
          {favouriteToggle(FooterFavourite)}
        </Footer>
      ) : (
        heading
      )}
    </Card>
  );
}
