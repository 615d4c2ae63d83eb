import styled from "styled-components";
import { media } from "../../tokens/index.ts";
import { navigationClick, type NavigateHandler } from "../category-nav/index.ts";

export interface BrandLogoProps {
  /** Where the logo leads, usually the lobby (`/`). */
  href: string;
  /** Accessible name of the link, e.g. "Pixel Bet: lobby". */
  label: string;
  /** The site's name, shown as a wordmark when there is no image. */
  title: string;
  /** The site's logo image; decorative (the link carries the name). */
  src?: string | null;
  onNavigate?: NavigateHandler;
  className?: string;
}

const Home = styled.a`
  display: inline-flex;
  align-items: center;
  min-inline-size: 0;
  min-block-size: ${({ theme }) => theme.sizes.controlMd};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.typography.fonts.display};
  font-size: ${({ theme }) => theme.typography.fontSizes.lg};
  font-weight: ${({ theme }) => theme.typography.fontWeights.bold};
  letter-spacing: ${({ theme }) => theme.typography.letterSpacings.display};
  text-decoration: none;
  white-space: nowrap;
  max-inline-size: 100%;
  img {
    block-size: ${({ theme }) => theme.sizes.controlSm};
    inline-size: auto;
    max-inline-size: 100%;
    object-fit: contain;
    object-position: left center;
  }
  ${media.down("sm")} {
    font-size: ${({ theme }) => theme.typography.fontSizes.md};
  }
`;

const Wordmark = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
`;

/** The site's logo (its image, or its name as a wordmark) linking home. */
export function BrandLogo({ href, label, title, src, onNavigate, className }: BrandLogoProps) {
  return (
    <Home
      href={href}
      aria-label={label}
      onClick={navigationClick(href, onNavigate)}
      className={className}
    >
      {src ? (
        <img src={src} alt="" width={120} height={32} />
      ) : (
        <Wordmark aria-hidden="true">{title}</Wordmark>
      )}
    </Home>
  );
}
