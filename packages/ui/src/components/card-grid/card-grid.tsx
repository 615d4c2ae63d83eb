import type { HTMLAttributes, ReactNode } from "react";
import styled from "styled-components";
import type { SpaceToken } from "../../tokens/index.ts";

export interface CardGridProps extends HTMLAttributes<HTMLUListElement> {
  /** Space between the cards (lg by default). */
  gap?: SpaceToken;
  /** Its items: `li`s, each holding one card. */
  children?: ReactNode;
}

const List = styled.ul<{ $gap: SpaceToken }>`
  display: grid;
  grid-template-columns: repeat(
    auto-fill,
    minmax(min(100%, ${({ theme }) => theme.sizes.cardTileMin}), 1fr)
  );
  gap: ${({ theme, $gap }) => theme.space[$gap]};
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: flex;
    min-inline-size: 0;
  }
  > li > * {
    flex: 1;
  }
`;

/**
 * A list of cards (posts, promotions, prizes) in as many columns as fit: each item's card fills
 * its cell, so the cards of a row are as tall as each other. Name it with `aria-label`.
 */
export function CardGrid({ gap = "lg", children, ...rest }: CardGridProps) {
  return (
    <List $gap={gap} {...rest}>
      {children}
    </List>
  );
}
