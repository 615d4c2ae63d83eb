import type { ElementType, HTMLAttributes, ReactNode } from "react";
import styled from "styled-components";
import type { SpaceToken } from "../../tokens/index.ts";
import { Heading, type HeadingSize } from "../heading/index.ts";

/** How wide the column may grow: a form card, reading text, a screen, or the whole width. */
export type PageWidth = "narrow" | "reading" | "wide" | "full";

export interface PageProps extends Omit<HTMLAttributes<HTMLDivElement>, "title"> {
  /** The page's `h1`; leave it out when a part of the page draws its own. */
  title?: ReactNode;
  /** The title's look (xl by default). */
  titleSize?: HeadingSize;
  /** Actions on the title's row (a filter, a "New" button). */
  actions?: ReactNode;
  /** wide (72rem) by default. */
  width?: PageWidth;
  /** Space between the page's parts (lg by default). */
  gap?: SpaceToken;
  /** The column is centred in a wider space (the play page); at the start by default. */
  centred?: boolean;
  /** The element drawn: `div` by default; `article` for an article's column. */
  as?: ElementType;
  children?: ReactNode;
}

const Column = styled.div<{ $width: PageWidth; $gap: SpaceToken; $centred: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap }) => theme.space[$gap]};
  inline-size: 100%;
  min-inline-size: 0;
  max-inline-size: ${({ theme, $width }) =>
    ({
      narrow: theme.sizes.columnNarrow,
      reading: theme.sizes.columnReading,
      wide: theme.sizes.columnWide,
      full: "none",
    })[$width]};
  ${({ $centred }) => ($centred ? "margin-inline: auto;" : "")}
`;

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

/** A screen's column with its title (Polaris' Page): the parts of the page stack `gap` apart. */
export function Page({
  title,
  titleSize = "xl",
  actions,
  width = "wide",
  gap = "lg",
  centred = false,
  as,
  children,
  ...rest
}: PageProps) {
  const heading =
    title != null ? (
      <Heading level={1} size={titleSize}>
        {title}
      </Heading>
    ) : null;
  return (
    <Column as={as} $width={width} $gap={gap} $centred={centred} {...rest}>
      {actions != null ? (
        <TitleRow>
          {heading}
          {actions}
        </TitleRow>
      ) : (
        heading
      )}
      {children}
    </Column>
  );
}
