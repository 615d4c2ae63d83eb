import type { AnchorHTMLAttributes, ReactNode } from "react";
import styled from "styled-components";
import { primaryLink } from "../button/index.ts";

export interface ButtonLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /** Its text (and an icon, e.g. "opens in a new tab"). */
  children?: ReactNode;
}

const Anchor = styled.a`
  ${primaryLink}
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  min-block-size: ${({ theme }) => theme.sizes.controlMd};
  padding-inline: ${({ theme }) => theme.space.lg};
`;

/**
 * A link that looks like the primary button (it goes somewhere rather than doing something): a
 * payment provider's page. A link to another site passes `target="_blank"` and `rel`.
 */
export function ButtonLink({ children, ...rest }: ButtonLinkProps) {
  return <Anchor {...rest}>{children}</Anchor>;
}
