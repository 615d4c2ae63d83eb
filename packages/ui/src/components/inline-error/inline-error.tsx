import type { HTMLAttributes, ReactNode } from "react";
import styled from "styled-components";

export interface InlineErrorProps extends HTMLAttributes<HTMLParagraphElement> {
  /** The failure, already translated; nothing is drawn without one. */
  children?: ReactNode;
}

const Root = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;

/**
 * Why a form or an action failed, next to it (Polaris' InlineError), announced as an alert. Give
 * it an `id` and point the control's `aria-describedby` at it to tie the two together.
 */
export function InlineError({ children, ...rest }: InlineErrorProps) {
  if (children == null || children === false || children === "") return null;
  return (
    <Root role="alert" {...rest}>
      {children}
    </Root>
  );
}
