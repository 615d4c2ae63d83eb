/**
 * The parts the teaser cards (promotion, tournament, blog) are built from: the framed article,
 * the image area, the padded body and the title. Internal to the kit: each card styles its own
 * accents on top (`styled(CardFrame)`), so a change to the shared frame reaches all of them.
 */
import styled, { css } from "styled-components";
import { stack } from "../../theme/layout.ts";

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

/**
 * The image area: a fixed aspect ratio (no layout shift while the image loads), the image
 * covering it, and a sunken background when there is no image.
 */
export const CardMedia = styled.div<{ $ratio: string }>`
  position: relative;
  aspect-ratio: ${({ $ratio }) => $ratio};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  img {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

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
