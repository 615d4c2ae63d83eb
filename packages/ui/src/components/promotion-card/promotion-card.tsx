import { type ReactNode, useId } from "react";
import styled from "styled-components";
import { navigationClick, type NavigateHandler } from "../category-nav/index.ts";

export interface PromotionCardProps {
  title: string;
  /** Short teaser, already translated. */
  summary?: ReactNode;
  imageSrc?: string | null;
  /** Period or deadline line, e.g. "1–30 Nov 2026". */
  period?: ReactNode;
  /** Small labels over the image, e.g. <Badge>New</Badge>. */
  badges?: ReactNode;
  /** Details page, e.g. "/promotion/weekend-reload". */
  href: string;
  /** Text of the details link, e.g. "Read more". Its accessible name gets the title appended. */
  ctaLabel: string;
  onNavigate?: NavigateHandler;
  className?: string;
}

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  transition: box-shadow ${({ theme }) => theme.motion.duration.base}
    ${({ theme }) => theme.motion.easing.standard};
  &:hover,
  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadows.glowPrimary};
  }
`;

const Media = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.primary},
    ${({ theme }) => theme.colors.surfaceSunken}
  );
  img {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

const Badges = styled.div`
  position: absolute;
  inset-block-start: ${({ theme }) => theme.space.sm};
  inset-inline-start: ${({ theme }) => theme.space.sm};
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  flex: 1;
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.lg};
  line-height: ${({ theme }) => theme.typography.lineHeights.snug};
`;

const Muted = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  p {
    margin: 0;
  }
`;

const Cta = styled.a`
  align-self: flex-start;
  margin-block-start: auto;
  color: ${({ theme }) => theme.colors.link};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  text-decoration: none;
  /* The whole card is the link's click target. */
  &::after {
    content: "";
    position: absolute;
    inset: 0;
  }
  &:hover {
    text-decoration: underline;
  }
`;

/** A promotion teaser: image, title, summary, period and a link to its page. */
export function PromotionCard({
  title,
  summary,
  imageSrc,
  period,
  badges,
  href,
  ctaLabel,
  onNavigate,
  className,
}: PromotionCardProps) {
  const titleId = useId();
  const ctaId = useId();
  return (
    <Card aria-labelledby={titleId} className={className}>
      <Media>
        {imageSrc ? <img src={imageSrc} alt="" loading="lazy" decoding="async" /> : null}
        {badges ? <Badges>{badges}</Badges> : null}
      </Media>
      <Body>
        <Title id={titleId}>{title}</Title>
        {summary ? <Muted>{summary}</Muted> : null}
        {period ? <Muted>{period}</Muted> : null}
        <Cta
          href={href}
          onClick={navigationClick(href, onNavigate)}
          aria-labelledby={`${ctaId} ${titleId}`}
        >
          <span id={ctaId}>{ctaLabel}</span>
        </Cta>
      </Body>
    </Card>
  );
}
