import { type RefObject, useLayoutEffect, useState } from "react";

/** The content width of an element, kept up to date with a ResizeObserver where available. */
export function useElementWidth(ref: RefObject<HTMLElement | null>, initialWidth: number): number {
  const [width, setWidth] = useState(initialWidth);
  useLayoutEffect(() => {
    const element = ref.current;
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
  }, [ref]);
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

/** How many columns of at least `minColumnWidth` fit in `width` with `gap` between them. */
export function columnCount(
  width: number,
  minColumnWidth: number,
  gap: number,
  minColumns: number,
  maxColumns: number,
): number {
  const fit = Math.floor((width + gap) / (minColumnWidth + gap));
  return Math.min(Math.max(fit, minColumns), maxColumns);
}

/** Converts a rem token (e.g. "0.75rem") to pixels against the root font size. */
export function remToPx(value: string, rootFontSize = 16): number {
  const number = Number.parseFloat(value);
  if (Number.isNaN(number)) return 0;
  return value.trim().endsWith("rem") ? number * rootFontSize : number;
}
