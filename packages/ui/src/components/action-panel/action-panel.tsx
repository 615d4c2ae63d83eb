import type { ElementType, HTMLAttributes, ReactNode } from "react";
import styled from "styled-components";
import { media } from "../../tokens/index.ts";
import { panelSurface } from "../panel/index.ts";

export interface ActionPanelProps extends HTMLAttributes<HTMLElement> {
  /** What the item is: its title, facts and links. */
  children?: ReactNode;
  /** What can be done with it (a "Claim" button and its outcome), at the end of the row. */
  actions?: ReactNode;
  /** The element drawn: `article` by default; `li`, `section`... */
  as?: ElementType;
}

const Root = styled.article`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  align-items: center;
  ${panelSurface("md")}
  ${media.down("sm")} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.xs};
  ${media.down("sm")} {
    align-items: stretch;
  }
`;

/**
 * A bordered item whose actions sit at the end of its row (under it on a phone): a prize and its
 * "Claim" button. Name it with `aria-labelledby` (its title).
 */
export function ActionPanel({ children, actions, as, ...rest }: ActionPanelProps) {
  return (
    <Root as={as} {...rest}>
      <div>{children}</div>
      {actions != null ? <Actions>{actions}</Actions> : null}
    </Root>
  );
}
