import type { AnchorHTMLAttributes, ReactNode } from "react";
import styled, { css } from "styled-components";
import { lineClamp } from "../../theme/layout.ts";
import { media, palette } from "../../tokens/index.ts";
import { Skeleton } from "../skeleton/index.ts";

/** Same box for the placeholder and the banners: nothing moves when they arrive. */
const bannerBox = css`
  aspect-ratio: 16 / 9;
  ${media.up("sm")} {
    aspect-ratio: 3 / 1;
  }
  ${media.up("desktop")} {
    aspect-ratio: 4 / 1;
  }
`;

const Placeholder = styled.div`
  ${bannerBox}
  margin-block-end: calc(${({ theme }) => theme.sizes.controlMd} + ${({ theme }) => theme.space.sm});
  & > * {
    block-size: 100%;
    border-radius: ${({ theme }) => theme.radii.lg};
  }
`;

const Root = styled.a<{ $hue: number }>`
  ${bannerBox}
  position: relative;
  display: grid;
  grid-template-columns: minmax(0, 1.2fr) minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xl};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background:
    radial-gradient(
      circle at 85% 20%,
      hsl(${({ $hue }) => ($hue + 40) % 360} 90% 60% / 0.45),
      transparent 55%
    ),
    linear-gradient(
      120deg,
      hsl(${({ $hue }) => $hue} 70% 22%),
      hsl(${({ $hue }) => ($hue + 30) % 360} 75% 38%)
    );
  color: ${palette.white};
  text-decoration: none;
  ${media.down("sm")} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 0.8fr);
    padding: ${({ theme }) => theme.space.md};
  }
`;

const Copy = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  min-inline-size: 0;
`;

const Title = styled.span`
  font-family: ${({ theme }) => theme.typography.fonts.display};
  font-size: clamp(
    ${({ theme }) => theme.typography.fontSizes.lg},
    3.2vw,
    ${({ theme }) => theme.typography.fontSizes.display}
  );
  font-weight: ${({ theme }) => theme.typography.fontWeights.bold};
  line-height: ${({ theme }) => theme.typography.lineHeights.tight};
  text-shadow: ${({ theme }) => theme.shadows.md};
  ${lineClamp(3)}
`;

const Cta = styled.span`
  display: inline-flex;
  align-items: center;
  min-block-size: ${({ theme }) => theme.sizes.controlSm};
  padding-inline: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${palette.white};
  color: ${palette.ink900};
  font-weight: ${({ theme }) => theme.typography.fontWeights.bold};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;

const Art = styled.span`
  position: relative;
  block-size: 100%;
  min-inline-size: 0;
  & > img {
    position: absolute;
    inset-block-start: 50%;
    block-size: 88%;
    inline-size: auto;
    aspect-ratio: 3 / 4;
    border-radius: ${({ theme }) => theme.radii.md};
    box-shadow: ${({ theme }) => theme.shadows.lg};
    object-fit: cover;
  }
  & > img:nth-child(1) {
    inset-inline-end: 44%;
    transform: translateY(-50%) rotate(-8deg) scale(0.86);
  }
  & > img:nth-child(2) {
    inset-inline-end: 4%;
    transform: translateY(-50%) rotate(8deg) scale(0.86);
  }
  & > img:nth-child(3) {
    inset-inline-end: 22%;
    transform: translateY(-50%);
    z-index: 1;
  }
  /* Phones: one card, inside its column (the title keeps its room). */
  ${media.down("sm")} {
    & > img:nth-child(1),
    & > img:nth-child(2) {
      display: none;
    }
    & > img:nth-child(3) {
      inset-inline-end: 0;
      block-size: 80%;
    }
  }
`;

export interface HeroBannerProps extends Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  "title" | "children"
> {
  href: string;
  /** The banner's title, its link's name. */
  title: ReactNode;
  /** The call to action drawn as a pill (decorative: the title names the link), e.g. "Explore". */
  ctaLabel: ReactNode;
  /** The hue (0-359) of the banner's drawn background (site art is not configurable yet). */
  hue: number;
  /** Up to 3 game pictures fanned out beside the title (decorative); one on phones. */
  images?: readonly { id: string | number; src: string }[];
  /** Loads the pictures at once (the first banner, in view on arrival); lazily by default. */
  eager?: boolean;
}

/**
 * A lobby's hero banner: a link of fixed ratio (16:9 on phones, 3:1, 4:1 on desktops) with its
 * title, a decorative call to action and game pictures, on a drawn gradient. Link attributes
 * (`target`, `rel`, `onClick`) pass through.
 */
export function HeroBanner({
  title,
  ctaLabel,
  hue,
  images = [],
  eager = false,
  ...rest
}: HeroBannerProps) {
  return (
    <Root $hue={hue} {...rest}>
      <Copy>
        <Title>{title}</Title>
        <Cta aria-hidden="true">{ctaLabel}</Cta>
      </Copy>
      <Art aria-hidden="true">
        {images.slice(0, 3).map((image) => (
          <img
            key={image.id}
            src={image.src}
            alt=""
            width={300}
            height={400}
            loading={eager ? "eager" : "lazy"}
          />
        ))}
      </Art>
    </Root>
  );
}

/** The hero banners' box while they load (hidden from assistive technology). */
export function HeroBannerPlaceholder() {
  return (
    <Placeholder aria-hidden="true">
      <Skeleton shape="rect" />
    </Placeholder>
  );
}
