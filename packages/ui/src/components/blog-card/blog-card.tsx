import { type ReactNode, useId } from "react";
import styled from "styled-components";
import { lineClamp, plainList, textStyle } from "../../theme/layout.ts";
import {
  CardBody,
  CardFrame,
  CardImage,
  CardMedia,
  CardTitle,
  stretchedLink,
} from "../card/card-parts.tsx";
import { navigationClick, type NavigateHandler } from "../category-nav/index.ts";

export interface BlogCardProps {
  title: string;
  excerpt?: ReactNode;
  imageSrc?: string | null;
  /** Publication date (ISO string or Date), formatted with `locale`. */
  publishedAt?: string | Date;
  locale: string;
  /** Tag names, already translated. */
  tags?: string[];
  /** e.g. "4 min read". */
  meta?: ReactNode;
  href: string;
  onNavigate?: NavigateHandler;
  /** Heading level in the page outline (default 3). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

const Card = styled(CardFrame)`
  transition: border-color ${({ theme }) => theme.motion.duration.fast}
    ${({ theme }) => theme.motion.easing.standard};
  &:hover,
  &:focus-within {
    border-color: ${({ theme }) => theme.colors.accent};
  }
`;

const Body = styled(CardBody)`
  flex: none;
`;

const Title = styled(CardTitle)`
  a {
    color: inherit;
    text-decoration: none;
    ${stretchedLink}
  }
  a:hover {
    text-decoration: underline;
  }
`;

const Excerpt = styled.div`
  ${textStyle("sm", "textMuted")}
  ${lineClamp(3)}
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  ${textStyle("xs", "textMuted")}
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  ${plainList}
  li {
    padding-inline: ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surfaceSunken};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.typography.fontSizes.xs};
  }
`;

/** A blog post teaser linking to the post: image, date, title, excerpt and tags. */
export function BlogCard({
  title,
  excerpt,
  imageSrc,
  publishedAt,
  locale,
  tags,
  meta,
  href,
  onNavigate,
  headingLevel = 3,
  className,
}: BlogCardProps) {
  const titleId = useId();
  const date =
    publishedAt === undefined
      ? null
      : typeof publishedAt === "string"
        ? new Date(publishedAt)
        : publishedAt;
  const validDate = date && !Number.isNaN(date.getTime()) ? date : null;
  return (
    <Card aria-labelledby={titleId} className={className}>
      <CardMedia $ratio="16 / 9">
        <CardImage src={imageSrc} />
      </CardMedia>
      <Body>
        {validDate || meta ? (
          <Meta>
            {validDate ? (
              <time dateTime={validDate.toISOString()}>
                {new Intl.DateTimeFormat(locale, { dateStyle: "long" }).format(validDate)}
              </time>
            ) : null}
            {meta ? <span>{meta}</span> : null}
          </Meta>
        ) : null}
        <Title as={`h${headingLevel}`} id={titleId}>
          <a href={href} onClick={navigationClick(href, onNavigate)}>
            {title}
          </a>
        </Title>
        {excerpt ? <Excerpt>{excerpt}</Excerpt> : null}
        {tags && tags.length > 0 ? (
          <Tags>
            {tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </Tags>
        ) : null}
      </Body>
    </Card>
  );
}
