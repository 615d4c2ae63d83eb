import { type RefObject, useLayoutEffect, useState } from "react";

/**
 * The content width of an element, kept up to date with a ResizeObserver where available. Takes the
 * element itself (state from a callback ref), not a ref object: an element that mounts after the
 * first render (a grid that first showed its empty state) is measured when it appears.
 */
export function useElementWidth(element: HTMLElement | null, initialWidth: number): number {
  const [width, setWidth] = useState(initialWidth);
  useLayoutEffect(() => {
    if (!element) return undefined;
    const read = () => {
      if (element.clientWidth > 0) setWidth(element.clientWidth);
    };
    read();
    const Observer = element.ownerDocument.defaultView?.ResizeObserver;
    if (!Observer) return undefined;
    const observer = new Observer(read);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

/**
 * The element's distance from the top of the document (the window
 * virtualizer's scroll margin), re-read when `layoutKey` changes.
 */
export function useDocumentOffset(
  ref: RefObject<HTMLElement | null>,
  enabled: boolean,
  layoutKey: unknown,
): number {
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    const view = element.ownerDocument.defaultView;
    setOffset(Math.round(element.getBoundingClientRect().top + (view?.scrollY ?? 0)));
  }, [ref, enabled, layoutKey]);
  return offset;
}

/**
 * The one rule for grids of game tiles (category, provider, lobby type filter, favourites, search):
 * a tile is at least `104 px + 5 % of the grid's width beyond 360 px` wide, capped at 176 px, and
 * the grid shows as many columns as fit at that width, between 2 and 8. The lower bound grows with
 * the width so that phones get small tiles and desktops do not get a wall of stamps: 3 a row on a
 * 390 px phone, 5 on a tablet, 7 at 1366 px and 8 at 1920 px (docs/app.md, "One grid rule").
 */
export const gameTileRule = {
  minTileWidth: 104,
  growth: 0.05,
  fromWidth: 360,
  maxTileFloor: 176,
  minColumns: 2,
  maxColumns: 8,
} as const;

/** The narrowest a tile may be in a grid `width` px wide (the rule's lower bound). */
export function gameTileMinWidth(width: number): number {
  const { minTileWidth, growth, fromWidth, maxTileFloor } = gameTileRule;
  return Math.min(maxTileFloor, minTileWidth + Math.max(0, width - fromWidth) * growth);
}

/** How many game tiles a row of a grid `width` px wide holds, `gap` px apart (the rule above). */
export function gameGridColumns(width: number, gap: number): number {
  const fit = Math.floor((width + gap) / (gameTileMinWidth(width) + gap));
  return Math.min(Math.max(fit, gameTileRule.minColumns), gameTileRule.maxColumns);
}

/** Converts a rem token (e.g. "0.75rem") to pixels against the root font size. */
export function remToPx(value: string, rootFontSize = 16): number {
  const number = Number.parseFloat(value);
  if (Number.isNaN(number)) return 0;
  return value.trim().endsWith("rem") ? number * rootFontSize : number;
}
