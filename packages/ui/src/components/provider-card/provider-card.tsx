import { type ReactNode, useState } from "react";
import styled from "styled-components";
import { centerStack, textStyle } from "../../theme/layout.ts";
import { navigationClick, type NavigateHandler } from "../category-nav/index.ts";

export interface ProviderCardProps {
  /** Provider name, e.g. "Copperleaf Gaming". */
  name: string;
  /** Logo URL; the name is shown instead when absent or broken. */
  logoSrc?: string | null;
  /** Already formatted count text, e.g. "312 games" (a translated plural element is fine). */
  gamesLabel?: ReactNode;
  /** Provider page, e.g. "/provider/12". */
  href: string;
  onNavigate?: NavigateHandler;
  className?: string;
}

const Card = styled.a`
  ${centerStack("sm")}
  min-block-size: calc(${({ theme }) => theme.sizes.controlLg} * 2);
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-align: center;
  text-decoration: none;
  transition:
    border-color ${({ theme }) => theme.motion.duration.fast}
      ${({ theme }) => theme.motion.easing.standard},
    box-shadow ${({ theme }) => theme.motion.duration.fast}
      ${({ theme }) => theme.motion.easing.standard};

  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
    box-shadow: ${({ theme }) => theme.shadows.glowAccent};
  }
`;

const Logo = styled.img`
  max-inline-size: 100%;
  block-size: ${({ theme }) => theme.sizes.controlMd};
  object-fit: contain;
`;

const Name = styled.span<{ $prominent: boolean }>`
  font-family: ${({ theme, $prominent }) => ($prominent ? theme.typography.fonts.display : "inherit")};
  font-size: ${({ theme, $prominent }) => ($prominent ? theme.typography.fontSizes.sm : theme.typography.fontSizes.xs)};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  color: ${({ theme, $prominent }) => ($prominent ? theme.colors.text : theme.colors.textMuted)};
`;

const Count = styled.span`
  ${textStyle("xs", "textMuted")}
`;

/** A game provider tile linking to its page: logo (or name), and game count. */
export function ProviderCard({
  name,
  logoSrc,
  gamesLabel,
  href,
  onNavigate,
  className,
}: ProviderCardProps) {
  const [broken, setBroken] = useState<string | null>(null);
  const showLogo = Boolean(logoSrc) && broken !== logoSrc;
  return (
    <Card href={href} onClick={navigationClick(href, onNavigate)} className={className}>
      {showLogo ? (
        <Logo
          src={logoSrc ?? undefined}
          alt=""
          loading="lazy"
          onError={() => setBroken(logoSrc ?? null)}
        />
      ) : null}
      <Name $prominent={!showLogo}>{name}</Name>
      {gamesLabel ? <Count>{gamesLabel}</Count> : null}
    </Card>
  );
}
