import type { AnchorHTMLAttributes, ReactNode } from "react";
import styled, { css } from "styled-components";
import { primaryLink } from "../button/index.ts";

export interface ButtonLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /** `md` (default) like a button; `lg` for the one way on of a screen (an error page's "Home"). */
  size?: "md" | "lg";
  /** Its text (and an icon, e.g. "opens in a new tab"). */
  children?: ReactNode;
}

const large = css`
  gap: ${({ theme }) => theme.space.sm};
  min-block-size: ${({ theme }) => theme.sizes.controlLg};
  padding-inline: ${({ theme }) => theme.space.xl};
`;

const Anchor = styled.a<{ $size: "md" | "lg" }>`
  ${primaryLink}
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  min-block-size: ${({ theme }) => theme.sizes.controlMd};
  padding-inline: ${({ theme }) => theme.space.lg};
  ${({ $size }) => $size === "lg" && large}
`;

/**
 * A link that looks like the primary button (it goes somewhere rather than doing something): a
 * payment provider's page. A link to another site passes `target="_blank"` and `rel`.
 */
export function ButtonLink({ size = "md", children, ...rest }: ButtonLinkProps) {
  return (
    <Anchor $size={size} {...rest}>
      {children}
    </Anchor>
  );
}
