import type { HTMLAttributes, ReactNode } from "react";
import styled from "styled-components";

export interface StagePlaceholderProps extends HTMLAttributes<HTMLElement> {
  /** What stands in for the game (an empty state, a spinner), centred both ways. */
  children?: ReactNode;
}

const Root = styled.section`
  display: grid;
  place-items: center;
  align-content: center;
  gap: ${({ theme }) => theme.space.md};
  min-block-size: ${({ theme }) => theme.sizes.stageMin};
  inline-size: 100%;
`;

/**
 * A section the height of a game's stage whose content is centred both ways: what shows where a
 * game would be (the game does not exist, it is loading).
 */
export function StagePlaceholder({ children, ...rest }: StagePlaceholderProps) {
  return <Root {...rest}>{children}</Root>;
}
