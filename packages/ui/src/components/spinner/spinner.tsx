import styled, { keyframes } from "styled-components";

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

type SpinnerSize = "sm" | "md" | "lg";

const dimension = { sm: "iconSm", md: "iconLg", lg: "controlLg" } as const;

const Ring = styled.span<{ $size: SpinnerSize }>`
  display: inline-block;
  inline-size: ${({ theme, $size }) => theme.sizes[dimension[$size]]};
  block-size: ${({ theme, $size }) => theme.sizes[dimension[$size]]};
  border-radius: ${({ theme }) => theme.radii.round};
  border: ${({ theme }) => theme.sizes.focusRing} solid ${({ theme }) => theme.colors.border};
  border-block-start-color: ${({ theme }) => theme.colors.primary};
  animation: ${spin} ${({ theme }) => theme.motion.duration.slower}
    ${({ theme }) => theme.motion.easing.linear} infinite;
  flex-shrink: 0;
`;

export interface SpinnerProps {
  /** What is loading, e.g. "Loading games". Announced to screen readers. */
  label: string;
  size?: SpinnerSize;
  className?: string;
}

/** An indeterminate loading indicator with a status role and a label. */
export function Spinner({ label, size = "md", className }: SpinnerProps) {
  return (
    <Ring role="status" aria-label={label} aria-live="polite" $size={size} className={className} />
  );
}
