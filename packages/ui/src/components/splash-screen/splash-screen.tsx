import { type ReactNode } from "react";
import styled, { keyframes } from "styled-components";
import { centerStack, textStyle } from "../../theme/layout.ts";

export interface SplashScreenProps {
  /** The brand logo (an `<img>` with alt text, or an SVG). */
  logo: ReactNode;
  /** Accessible status, e.g. "Loading". */
  label: string;
  /** Hide it once the app is ready (default true). */
  visible?: boolean;
  /** Optional line under the logo (tagline or progress text). */
  children?: ReactNode;
}

const pulse = keyframes`
  0%, 100% { transform: scale(1); filter: drop-shadow(0 0 0 transparent); }
  50% { transform: scale(1.04); }
`;

const Screen = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.splash};
  ${centerStack("xl")}
  padding: ${({ theme }) => theme.space.xl};
  background: radial-gradient(
    circle at 50% 40%,
    ${({ theme }) => theme.colors.surfaceRaised},
    ${({ theme }) => theme.colors.background} 70%
  );
  color: ${({ theme }) => theme.colors.text};
`;

const Logo = styled.div`
  display: flex;
  max-inline-size: min(60vw, 16rem);
  animation: ${pulse} 1.6s ${({ theme }) => theme.motion.easing.standard} infinite;
  filter: drop-shadow(0 0 24px ${({ theme }) => theme.colors.loadingAccent});
`;

const Dots = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  span {
    inline-size: ${({ theme }) => theme.space.sm};
    block-size: ${({ theme }) => theme.space.sm};
    background: ${({ theme }) => theme.colors.loadingAccent};
    animation: ${pulse} 1s ${({ theme }) => theme.motion.easing.standard} infinite;
  }
  span:nth-child(2) {
    animation-delay: 150ms;
  }
  span:nth-child(3) {
    animation-delay: 300ms;
  }
`;

const Caption = styled.p`
  font-family: ${({ theme }) => theme.typography.fonts.display};
  ${textStyle("sm", "textMuted")}
  letter-spacing: ${({ theme }) => theme.typography.letterSpacings.display};
`;

/** The full-screen logo shown while the app boots (spec: splash logo while loading). */
export function SplashScreen({ logo, label, visible = true, children }: SplashScreenProps) {
  if (!visible) return null;
  return (
    <Screen role="status" aria-label={label} aria-busy="true">
      <Logo>{logo}</Logo>
      <Dots aria-hidden="true">
        <span />
        <span />
        <span />
      </Dots>
      {children ? <Caption>{children}</Caption> : null}
    </Screen>
  );
}
