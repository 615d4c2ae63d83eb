import { useVirtualizer, useWindowVirtualizer } from "@tanstack/react-virtual";
import {
  type Key,
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import styled, { useTheme } from "styled-components";
import { type SpaceToken } from "../../tokens/index.ts";
import { Spinner } from "../spinner/index.ts";
import {
  gameGridColumns,
  remToPx,
  useDocumentOffset,
  useElementWidth,
} from "./use-element-width.ts";

export interface GameGridProps<T> {
  items: readonly T[];
  getKey: (item: T, index: number) => Key;
  /** Renders one cell, typically a GameCard. */
  renderItem: (item: T, index: number) => ReactNode;
  /** Accessible name of the list, e.g. "Slots". */
  label: string;
  /**
   * `window` (default): the page scrolls and the grid renders the rows in view.
   * `element`: the grid is its own scroll area of height `height`.
   */
  scroll?: "window" | "element";
  /** CSS height of the scroll area in `element` mode, e.g. "70vh". */
  height?: string;
  /** Gap between cells (space token). */
  gap?: SpaceToken;
  /** Cell image aspect (width / height) and the height of the text under it, for row size estimates. */
  itemAspectRatio?: number;
  itemFooterHeight?: number;
  /** Rows rendered beyond the viewport on each side. */
  overscan?: number;
  /**
   * Called when the rows near the end come into view, to load the next page: within
   * `endReachedThreshold` rows or two screenfuls of the end, whichever is more, so that a player
   * scrolling on finds the next page there rather than waiting at the bottom. Called once per
   * item count.
   */
  onEndReached?: () => void;
  /** Fewest rows from the end at which `onEndReached` fires (default 2). */
  endReachedThreshold?: number;
  /** More items exist; `onEndReached` only fires while true (default true). */
  hasMore?: boolean;
  /** A page is loading: shows a spinner after the rows. */
  loadingMore?: boolean;
  /** Spinner label, e.g. "Loading more games". */
  loadingLabel?: string;
  /** A placeholder cell (e.g. GameCardSkeleton) shown as a row while loading. */
  renderPlaceholder?: (index: number) => ReactNode;
  /** Shown when there are no items and nothing is loading. */
  empty?: ReactNode;
  /** Scroll area size before layout is measured (server rendering, tests). */
  initialRect?: { width: number; height: number };
  className?: string;
}

const Scroller = styled.div<{ $height?: string }>`
  ${({ $height }) => ($height ? `block-size: ${$height}; overflow-y: auto; overscroll-behavior: contain;` : "")}
  inline-size: 100%;
`;

const List = styled.div`
  position: relative;
  inline-size: 100%;
`;

const Row = styled.div<{ $columns: number; $gap: SpaceToken }>`
  position: absolute;
  inset-block-start: 0;
  inset-inline-start: 0;
  inline-size: 100%;
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  column-gap: ${({ theme, $gap }) => theme.space[$gap]};
  padding-block-end: ${({ theme, $gap }) => theme.space[$gap]};
`;

const Footer = styled.div`
  display: flex;
  justify-content: center;
  padding-block: ${({ theme }) => theme.space.lg};
`;

const PlaceholderRow = styled(Row)`
  position: static;
`;

/**
 * A virtualised, responsive grid for thousands of games: only the rows in view
 * (plus `overscan`) are in the DOM. Columns follow the width by the one game tile rule
 * (`gameGridColumns`: 3 a row on a phone, 7-8 on a desktop); `onEndReached` pages in more items.
 */
export function GameGrid<T>({
  items,
  getKey,
  renderItem,
  label,
  scroll = "window",
  height = "70vh",
  gap = "md",
  itemAspectRatio = 3 / 4,
  itemFooterHeight = 52,
  overscan = 2,
  onEndReached,
  endReachedThreshold = 2,
  hasMore = true,
  loadingMore = false,
  loadingLabel,
  renderPlaceholder,
  empty,
  initialRect,
  className,
}: GameGridProps<T>) {
  const theme = useTheme();
  const scrollerRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  // The list mounts only once there are items (or a page loading): measured when it appears.
  const [listElement, setListElement] = useState<HTMLDivElement | null>(null);
  const listCallbackRef = useCallback((element: HTMLDivElement | null) => {
    listRef.current = element;
    setListElement(element);
  }, []);
  const width = useElementWidth(listElement, initialRect?.width ?? 0);
  const gapPx = remToPx(theme.space[gap]);
  const columns = gameGridColumns(width, gapPx);
  const rowCount = Math.ceil(items.length / columns);
  const cellWidth = width > 0 ? (width - gapPx * (columns - 1)) / columns : 148;
  const estimate = Math.round(cellWidth / itemAspectRatio + itemFooterHeight + gapPx);

  const common = {
    count: rowCount,
    estimateSize: () => estimate,
    overscan,
    initialRect,
    // Real row heights where layout exists; the estimate where it does not (jsdom).
    measureElement: (element: Element) => element.getBoundingClientRect().height || estimate,
  };
  const elementVirtualizer = useVirtualizer({
    ...common,
    enabled: scroll === "element",
    getScrollElement: () => scrollerRef.current,
  });
  const scrollMargin = useDocumentOffset(listRef, scroll === "window", width);
  // The window's offset this render read may be stale by the layout effects: the router's scroll
  // restoration (an ancestor's sibling, whose effects run first) resets a new page to the top or
  // restores Back's position after the grid rendered. Declared before the virtualiser so it runs
  // before the virtualiser's own effect, which would scroll back to the stale offset.
  useLayoutEffect(() => {
    if (scroll === "window") windowVirtualizer.scrollOffset = window.scrollY;
    // Once, when the grid mounts (the virtualiser instance never changes).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const windowVirtualizer = useWindowVirtualizer({
    ...common,
    enabled: scroll === "window",
    scrollMargin,
  });
  const virtualizer = scroll === "element" ? elementVirtualizer : windowVirtualizer;
  const margin = scroll === "window" ? scrollMargin : 0;

  // Rows change height when the column count changes: drop cached sizes.
  useEffect(() => {
    virtualizer.measure();
  }, [columns, estimate, virtualizer]);

  const rows = virtualizer.getVirtualItems();
  const lastRow = rows.length > 0 ? rows[rows.length - 1]!.index : -1;
  const screenRows = Math.ceil((virtualizer.scrollRect?.height ?? 0) / Math.max(estimate, 1));
  const threshold = Math.max(endReachedThreshold, 2 * screenRows);
  const endCalledFor = useRef<number | null>(null);
  useEffect(() => {
    if (!onEndReached || !hasMore || loadingMore || items.length === 0) return;
    if (lastRow >= rowCount - 1 - threshold && endCalledFor.current !== items.length) {
      endCalledFor.current = items.length;
      onEndReached();
    }
  }, [lastRow, rowCount, threshold, onEndReached, hasMore, loadingMore, items.length]);

  if (items.length === 0 && !loadingMore) return <>{empty ?? null}</>;

  return (
    <Scroller
      ref={scrollerRef}
      $height={scroll === "element" ? height : undefined}
      className={className}
    >
      <List
        ref={listCallbackRef}
        role="list"
        aria-label={label}
        aria-busy={loadingMore || undefined}
        style={{ blockSize: virtualizer.getTotalSize() }}
      >
        {rows.map((row) => {
          const start = row.index * columns;
          const cells = items.slice(start, start + columns);
          return (
            <Row
              key={row.key}
              data-index={row.index}
              ref={virtualizer.measureElement}
              $columns={columns}
              $gap={gap}
              style={{ transform: `translateY(${row.start - margin}px)` }}
            >
              {cells.map((item, offset) => (
                <div
                  key={getKey(item, start + offset)}
                  role="listitem"
                  aria-posinset={start + offset + 1}
                  aria-setsize={items.length}
                >
                  {renderItem(item, start + offset)}
                </div>
              ))}
            </Row>
          );
        })}
      </List>
      {loadingMore && renderPlaceholder ? (
        <PlaceholderRow $columns={columns} $gap={gap} aria-hidden="true">
          {Array.from({ length: columns * (items.length === 0 ? 2 : 1) }, (_, index) => (
            <div key={index}>{renderPlaceholder(index)}</div>
          ))}
        </PlaceholderRow>
      ) : null}
      {loadingMore && loadingLabel ? (
        <Footer>
          <Spinner label={loadingLabel} />
        </Footer>
      ) : null}
    </Scroller>
  );
}
