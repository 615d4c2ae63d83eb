import { type ReactNode, useId } from "react";
import styled from "styled-components";
import { textStyle } from "../../theme/layout.ts";
import {
  CardBody,
  CardCorner,
  CardFrame,
  CardImage,
  CardLink,
  CardMedia,
  CardTitle,
  mediaGradient,
  stretchedLink,
} from "../card/card-parts.tsx";
import type { NavigateHandler } from "../category-nav/index.ts";

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

const Card = styled(CardFrame)`
  transition: box-shadow ${({ theme }) => theme.motion.duration.base}
    ${({ theme }) => theme.motion.easing.standard};
  &:hover,
  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadows.glowPrimary};
  }
`;

const Media = styled(CardMedia)`
  ${mediaGradient("primary", "surfaceSunken")}
`;

const Badges = styled(CardCorner)`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;

const Muted = styled.div`
  ${textStyle("sm", "textMuted")}
  p {
    margin: 0;
  }
`;

const Cta = styled(CardLink)`
  align-self: flex-start;
  margin-block-start: auto;
  color: ${({ theme }) => theme.colors.link};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  text-decoration: none;
  ${stretchedLink}
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
  return (
    <Card aria-labelledby={titleId} className={className}>
      <Media $ratio="16 / 9">
        <CardImage src={imageSrc} />
        {badges ? <Badges $side="start">{badges}</Badges> : null}
      </Media>
      <CardBody>
        <CardTitle id={titleId}>{title}</CardTitle>
        {summary ? <Muted>{summary}</Muted> : null}
        {period ? <Muted>{period}</Muted> : null}
        <Cta href={href} label={ctaLabel} titleId={titleId} onNavigate={onNavigate} />
      </CardBody>
    </Card>
  );
}
