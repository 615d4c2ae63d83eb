import type { HTMLAttributes, ReactNode } from "react";
import styled from "styled-components";
import { media } from "../../tokens/index.ts";

export interface SplitViewProps extends HTMLAttributes<HTMLDivElement> {
  /** The list (conversations, tickets), at the start on a wide screen. */
  list: ReactNode;
  /** The opened item, beside the list on a wide screen. */
  detail: ReactNode;
  /** Which side a phone shows: the list, or the opened item with `back` above it. */
  showing: "list" | "detail";
  /** The way back to the list on a phone (a "All conversations" button); hidden on a wide screen. */
  back?: ReactNode;
}

const Root = styled.div<{ $showing: "list" | "detail" }>`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  ${media.up("md")} {
    grid-template-columns:
      minmax(${({ theme }) => theme.sizes.cardTileMin}, ${({ theme }) => theme.sizes.panelMin})
      minmax(0, 1fr);
  }
  ${media.down("md")} {
    & > [data-side="${({ $showing }) => ($showing === "detail" ? "list" : "detail")}"] {
      display: none;
    }
  }
`;

const Side = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-inline-size: 0;
`;

const Back = styled.div`
  align-self: flex-start;
  ${media.up("md")} {
    display: none;
  }
`;

/**
 * A list and the item opened from it: side by side on a wide screen; on a phone one at a time,
 * the opened item with a way back to the list.
 */
export function SplitView({ list, detail, showing, back, ...rest }: SplitViewProps) {
  return (
    <Root $showing={showing} {...rest}>
      <Side data-side="list">{list}</Side>
      <Side data-side="detail">
        {back != null ? <Back>{back}</Back> : null}
        {detail}
      </Side>
    </Root>
  );
}
