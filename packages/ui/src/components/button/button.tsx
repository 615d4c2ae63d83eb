import { type ButtonHTMLAttributes, type ReactNode, type Ref } from "react";
import styled, { css } from "styled-components";
import { Spinner } from "../spinner/index.ts";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";
export type ButtonSize = "sm" | "md" | "lg";

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets `aria-busy` / `aria-disabled` and ignores clicks (the button keeps focus). */
  loading?: boolean;
  /** Accessible name of the spinner while `loading` (e.g. "Saving"). */
  loadingLabel?: string;
  fullWidth?: boolean;
  startIcon?: ReactNode;
  endIcon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

const heights = { sm: "controlSm", md: "controlMd", lg: "controlLg" } as const;

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primaryHover};
      box-shadow: ${({ theme }) => theme.shadows.glowPrimary};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.borderStrong};
    &:hover:not(:disabled) {
      border-color: ${({ theme }) => theme.colors.accent};
      box-shadow: ${({ theme }) => theme.shadows.glowAccent};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surfaceSunken};
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.onDanger};
    &:hover:not(:disabled) {
      filter: brightness(1.1);
    }
  `,
};

export const StyledButton = styled.button<{
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-block-size: ${({ theme, $size }) => theme.sizes[heights[$size]]};
  inline-size: ${({ $fullWidth }) => ($fullWidth ? "100%" : "auto")};
  padding-block: ${({ theme }) => theme.space.xs};
  padding-inline: ${({ theme, $size }) => ($size === "sm" ? theme.space.md : theme.space.xl)};
  border: ${({ theme }) => theme.sizes.border} solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme, $size }) => ($size === "sm" ? theme.typography.fontSizes.sm : theme.typography.fontSizes.md)};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  line-height: ${({ theme }) => theme.typography.lineHeights.tight};
  cursor: pointer;
  transition:
    background ${({ theme }) => theme.motion.duration.fast}
      ${({ theme }) => theme.motion.easing.standard},
    box-shadow ${({ theme }) => theme.motion.duration.fast}
      ${({ theme }) => theme.motion.easing.standard};
  ${({ $variant }) => variants[$variant]}

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
  &[aria-busy="true"] {
    cursor: progress;
  }
`;

/**
 * The primary button's face on a link that is a page's main action (a router link home, a
 * hand-off to a provider, a card's play link). The link keeps its own size: its height, padding
 * and gap. The focus ring is the global one.
 */
export const primaryLink = css`
  display: inline-flex;
  align-items: center;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  text-decoration: none;
`;

/** The kit's button. Text comes in as children; nothing is hard-coded. */
export function Button({
  variant = "primary",
  size = "md",
  loading = false,
  loadingLabel,
  fullWidth = false,
  startIcon,
  endIcon,
  children,
  disabled,
  type = "button",
  ref,
  onClick,
  ...rest
}: ButtonProps) {
  const spinner = loading ? (
    loadingLabel ? (
      <Spinner size="sm" label={loadingLabel} />
    ) : (
      <span aria-hidden="true">
        <Spinner size="sm" label="" />
      </span>
    )
  ) : null;
  return (
    <StyledButton
      ref={ref}
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
      {...rest}
    >
      {loading ? spinner : startIcon}
      {children}
      {loading ? null : endIcon}
    </StyledButton>
  );
}
