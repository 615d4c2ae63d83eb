import { useId, type HTMLAttributes, type ReactNode } from "react";
import styled from "styled-components";
import { scrollRow, stack } from "../../theme/layout.ts";

export interface CardRowProps extends Omit<HTMLAttributes<HTMLElement>, "title"> {
  /** The section's heading (a level 2 heading), its accessible name. */
  title: ReactNode;
  /** The heading's id (generated when not given). */
  headingId?: string;
  /** Placeholders are shown: the section is busy and its row hidden from assistive technology. */
  loading?: boolean;
  /** The row's `li` items, each holding a card. */
  children?: ReactNode;
}

const Section = styled.section`
  ${stack("md")}
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.lg};
`;

const Row = styled.ul`
  ${({ theme }) => scrollRow(`minmax(${theme.sizes.cardMin}, ${theme.sizes.cardMax})`, "md")}
  padding: 0 0 ${({ theme }) => theme.space.sm};
  scroll-snap-type: x proximity;
  li {
    scroll-snap-align: start;
  }
`;

/**
 * A titled section with one row of cards that scrolls sideways and snaps to a card (the games
 * like the one being played). While loading, the section is busy and its placeholders hidden.
 */
export function CardRow({ title, headingId, loading = false, children, ...rest }: CardRowProps) {
  const generated = useId();
  const id = headingId ?? generated;
  return (
    <Section aria-labelledby={id} {...(loading ? { "aria-busy": true } : {})} {...rest}>
      <Title id={id}>{title}</Title>
      <Row {...(loading ? { "aria-hidden": true } : {})}>{children}</Row>
    </Section>
  );
}
