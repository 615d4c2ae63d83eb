import type { ElementType, HTMLAttributes, ReactNode } from "react";
import styled, { css } from "styled-components";

export interface FullScreenProps extends HTMLAttributes<HTMLElement> {
  /**
   * Over everything else, the splash screen included (a blocking "Can't reach the server"); by
   * default it is a screen of its own in the page's flow (a sign-in page without the frame).
   */
  overlay?: boolean;
  /** The element drawn: `div` by default; `main` for a page's main content. */
  as?: ElementType;
  children?: ReactNode;
}

const overlayStyle = css`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.splash + 1};
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
`;

const Root = styled.div<{ $overlay: boolean }>`
  display: grid;
  place-items: center;
  min-block-size: 100vh;
  padding: ${({ theme }) => theme.space.lg};
  ${({ $overlay }) => $overlay && overlayStyle}
`;

/** Its content centred on the whole screen: a page without the frame, or a blocking overlay. */
export function FullScreen({ overlay = false, as, children, ...rest }: FullScreenProps) {
  return (
    <Root as={as} $overlay={overlay} {...rest}>
      {children}
    </Root>
  );
}
