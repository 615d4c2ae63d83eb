import styled from "styled-components";
import { cluster, plainList } from "../../theme/layout.ts";
import { ChevronLeftIcon, ChevronRightIcon } from "../icons/index.ts";
import { paginationRange } from "./pagination-range.ts";

export interface PaginationProps {
  /** Current page, 1-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Name of the navigation landmark, e.g. "Transactions pages". */
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** Accessible name of a page button, e.g. `(n) => \`Page ${n}\``. */
  pageLabel: (page: number) => string;
  siblings?: number;
  className?: string;
}

const List = styled.ul`
  ${cluster("xs")}
  ${plainList}
`;

const PageButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-inline-size: ${({ theme }) => theme.sizes.controlMd};
  block-size: ${({ theme }) => theme.sizes.controlMd};
  padding-inline: ${({ theme }) => theme.space.sm};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-variant-numeric: tabular-nums;
  cursor: pointer;

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.accent};
  }
  &[aria-current="page"] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: ${({ theme }) => theme.typography.fontWeights.bold};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.45;
  }
  [dir="rtl"] & svg {
    transform: scaleX(-1);
  }
`;

const Gap = styled.li`
  color: ${({ theme }) => theme.colors.textMuted};
  padding-inline: ${({ theme }) => theme.space.xs};
`;

/** Page navigation: a `nav` landmark, the current page marked `aria-current="page"`. */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  label,
  previousLabel,
  nextLabel,
  pageLabel,
  siblings = 1,
  className,
}: PaginationProps) {
  if (pageCount <= 1) return null;
  const go = (target: number) => {
    if (target !== page && target >= 1 && target <= pageCount) onPageChange(target);
  };
  return (
    <nav aria-label={label} className={className}>
      <List>
        <li>
          <PageButton
            type="button"
            aria-label={previousLabel}
            disabled={page <= 1}
            onClick={() => go(page - 1)}
          >
            <ChevronLeftIcon size="iconSm" />
          </PageButton>
        </li>
        {paginationRange(page, pageCount, siblings).map((item) =>
          typeof item === "number" ? (
            <li key={item}>
              <PageButton
                type="button"
                aria-label={pageLabel(item)}
                aria-current={item === page ? "page" : undefined}
                onClick={() => go(item)}
              >
                {item}
              </PageButton>
            </li>
          ) : (
            <Gap key={item} aria-hidden="true">
              …
            </Gap>
          ),
        )}
        <li>
          <PageButton
            type="button"
            aria-label={nextLabel}
            disabled={page >= pageCount}
            onClick={() => go(page + 1)}
          >
            <ChevronRightIcon size="iconSm" />
          </PageButton>
        </li>
      </List>
    </nav>
  );
}
