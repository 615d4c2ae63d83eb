import { type ReactNode } from "react";
import styled from "styled-components";
import { inline, textStyle } from "../../theme/layout.ts";

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** Decorative icon or illustration (hidden from assistive technology). */
  icon?: ReactNode;
  /** A call to action, e.g. a Button. */
  action?: ReactNode;
  /** Heading level of the title in the page outline (default 2). */
  headingLevel?: 2 | 3 | 4;
  compact?: boolean;
  className?: string;
}

const Root = styled.div<{ $compact: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme, $compact }) => ($compact ? theme.space.lg : theme.space.xxxl)}
    ${({ theme }) => theme.space.lg};
  text-align: center;
`;

const Icon = styled.div`
  ${inline()}
  justify-content: center;
  inline-size: ${({ theme }) => theme.space.huge};
  block-size: ${({ theme }) => theme.space.huge};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  color: ${({ theme }) => theme.colors.accent};
  svg {
    inline-size: 50%;
    block-size: 50%;
  }
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.typography.fontSizes.lg};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
`;

const Description = styled.p`
  max-inline-size: 28rem;
  ${textStyle("sm", "textMuted")}
`;

/** What to show when a list has nothing in it (no games found, empty inbox). */
export function EmptyState({
  title,
  description,
  icon,
  action,
  headingLevel = 2,
  compact = false,
  className,
}: EmptyStateProps) {
  return (
    <Root $compact={compact} className={className}>
      {icon ? <Icon aria-hidden="true">{icon}</Icon> : null}
      <Title as={`h${headingLevel}`}>{title}</Title>
      {description ? <Description>{description}</Description> : null}
      {action}
    </Root>
  );
}
