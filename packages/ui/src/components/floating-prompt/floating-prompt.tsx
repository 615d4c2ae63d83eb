import type { HTMLAttributes, ReactNode } from "react";
import styled from "styled-components";

export interface FloatingPromptProps extends HTMLAttributes<HTMLElement> {
  /** The offer or news, already translated ("A new version is available."). */
  message: ReactNode;
  /** `status` when the message is news the player should hear as it appears. */
  messageRole?: "status";
  /** Its buttons ("Later", "Reload"), at the end. */
  actions?: ReactNode;
}

const Root = styled.section`
  position: fixed;
  inset-inline: ${({ theme }) => theme.space.md};
  /* Above the phone's bottom navigation (the spacing scale's largest step high) and home bar. */
  inset-block-end: calc(
    ${({ theme }) => theme.space.md} + env(safe-area-inset-bottom, 0px) +
      ${({ theme }) => theme.space.huge}
  );
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  max-inline-size: ${({ theme }) => theme.sizes.columnNarrow};
  margin-inline: auto;
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const Message = styled.p`
  flex: 1 1 ${({ theme }) => theme.sizes.tileMin};
  margin: 0;
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * A prompt floating over the bottom of the screen, above the phone's navigation: an app update
 * or an install offer with its buttons. Name it with `aria-label` (it is a region).
 */
export function FloatingPrompt({ message, messageRole, actions, ...rest }: FloatingPromptProps) {
  return (
    <Root {...rest}>
      <Message role={messageRole}>{message}</Message>
      {actions != null ? <Actions>{actions}</Actions> : null}
    </Root>
  );
}
