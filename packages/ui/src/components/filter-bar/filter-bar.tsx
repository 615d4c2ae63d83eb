import type { HTMLAttributes, ReactNode } from "react";
import styled from "styled-components";

export interface FilterBarProps extends HTMLAttributes<HTMLDivElement> {
  /** The filters and the sort (selects, fields), each sharing the row. */
  children?: ReactNode;
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  margin-block: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  & > * {
    flex: 1 1 ${({ theme }) => theme.sizes.filterMin};
    max-inline-size: ${({ theme }) => theme.sizes.filterMax};
  }
`;

/**
 * The row of filters over a list (sort, provider): each control shares the row between
 * `sizes.filterMin` and `sizes.filterMax` wide, wrapping onto another line when they do not fit.
 */
export function FilterBar({ children, ...rest }: FilterBarProps) {
  return <Row {...rest}>{children}</Row>;
}
