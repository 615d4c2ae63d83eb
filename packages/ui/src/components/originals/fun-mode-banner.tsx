import type { ReactNode } from "react";
import styled from "styled-components";
import { cluster, stack, textStyle } from "../../theme/layout.ts";

export interface FunModeBannerProps {
  /** What the mode is, e.g. "Fun mode: demo money". */
  title: string;
  /** That the balance is pretend money and what signing up gives. */
  description: ReactNode;
  /** The calls to action (Sign up, Sign in). */
  actions: ReactNode;
}

const Root = styled.section`
  ${stack("xs")}
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  border: ${({ theme }) => theme.sizes.border} dashed ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.surfaceSunken};
`;

const Title = styled.h2`
  margin: 0;
  ${textStyle("sm")}
  font-weight: ${({ theme }) => theme.typography.fontWeights.bold};
  color: ${({ theme }) => theme.colors.warning};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const Description = styled.p`
  margin: 0;
  ${textStyle("sm", "textMuted")}
`;

const Actions = styled.div`
  ${cluster("xs")}
`;

/**
 * The notice of a game played with pretend money: says so plainly (the balance is not real)
 * and offers to sign up. A landmark region named by its title.
 */
export function FunModeBanner({ title, description, actions }: FunModeBannerProps) {
  return (
    <Root aria-label={title}>
      <Title>{title}</Title>
      <Description>{description}</Description>
      <Actions>{actions}</Actions>
    </Root>
  );
}
