import type { DetailsHTMLAttributes, ReactNode } from "react";
import styled from "styled-components";

export interface DisclosureProps extends DetailsHTMLAttributes<HTMLDetailsElement> {
  /** What is folded away ("Terms"), the always-visible line the player opens it with. */
  summary: ReactNode;
  /** The folded content: paragraphs, a list of rules. */
  children?: ReactNode;
}

const Details = styled.details`
  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.link};
  }
  ul,
  ol {
    margin: ${({ theme }) => theme.space.sm} 0 0;
    padding-inline-start: ${({ theme }) => theme.space.lg};
  }
`;

/**
 * Small print folded under a line the player can open (the browser's `details` / `summary`: a
 * keyboard and screen-reader disclosure without script): a bonus's terms.
 */
export function Disclosure({ summary, children, ...rest }: DisclosureProps) {
  return (
    <Details {...rest}>
      <summary>{summary}</summary>
      {children}
    </Details>
  );
}
