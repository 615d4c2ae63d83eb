import { type ButtonHTMLAttributes, type ReactNode, type Ref } from "react";
import styled from "styled-components";

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "children"> {
  /** Accessible name (the icon itself is decorative). */
  label: string;
  /** The icon. */
  children: ReactNode;
  size?: "sm" | "md" | "lg";
  variant?: "ghost" | "filled";
  ref?: Ref<HTMLButtonElement>;
}

const sizes = { sm: "controlSm", md: "controlMd", lg: "controlLg" } as const;

const StyledIconButton = styled.button<{ $size: "sm" | "md" | "lg"; $variant: "ghost" | "filled" }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: ${({ theme, $size }) => theme.sizes[sizes[$size]]};
  block-size: ${({ theme, $size }) => theme.sizes[sizes[$size]]};
  padding: 0;
  border: ${({ theme }) => theme.sizes.border} solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $variant }) => ($variant === "filled" ? theme.colors.surfaceRaised : "transparent")};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.duration.fast}
    ${({ theme }) => theme.motion.easing.standard};

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

/** A square button holding only an icon, named by `label`. */
export function IconButton({
  label,
  children,
  size = "md",
  variant = "ghost",
  type = "button",
  ref,
  ...rest
}: IconButtonProps) {
  return (
    <StyledIconButton
      ref={ref}
      type={type}
      aria-label={label}
      title={label}
      $size={size}
      $variant={variant}
      {...rest}
    >
      {children}
    </StyledIconButton>
  );
}
