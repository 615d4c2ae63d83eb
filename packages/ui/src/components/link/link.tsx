import { type AnchorHTMLAttributes, type ElementType, type ReactNode, type Ref } from "react";
import styled from "styled-components";
import { VisuallyHidden } from "../visually-hidden/index.ts";

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /**
   * Render another element, typically the app router's link (`as={RouterLink}`
   * with its own props such as `to`). The kit itself knows no router.
   */
  as?: ElementType;
  /** Opens in a new tab with `rel="noopener noreferrer"`. */
  external?: boolean;
  /** Screen-reader hint appended to external links, e.g. "(opens in a new tab)". */
  externalLabel?: string;
  variant?: "inline" | "standalone" | "muted";
  children?: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
  /** Anything the `as` component needs (e.g. `to`). */
  [prop: `data-${string}`]: unknown;
  to?: string;
}

const StyledLink = styled.a<{ $variant: "inline" | "standalone" | "muted" }>`
  color: ${({ theme, $variant }) => ($variant === "muted" ? theme.colors.textMuted : theme.colors.link)};
  text-decoration: ${({ $variant }) => ($variant === "inline" ? "underline" : "none")};
  text-underline-offset: 0.2em;
  font-weight: ${({ theme, $variant }) => ($variant === "standalone" ? theme.typography.fontWeights.semibold : "inherit")};
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;

  &:hover {
    text-decoration: underline;
    color: ${({ theme, $variant }) => ($variant === "muted" ? theme.colors.text : theme.colors.link)};
  }
`;

/** A text link, router-agnostic through `as`. */
export function Link({
  as,
  external = false,
  externalLabel,
  variant = "inline",
  children,
  ref,
  ...rest
}: LinkProps) {
  const externalProps = external ? { target: "_blank", rel: "noopener noreferrer" } : {};
  return (
    <StyledLink as={as} ref={ref} $variant={variant} {...externalProps} {...rest}>
      {children}
      {external && externalLabel ? <VisuallyHidden> {externalLabel}</VisuallyHidden> : null}
    </StyledLink>
  );
}
