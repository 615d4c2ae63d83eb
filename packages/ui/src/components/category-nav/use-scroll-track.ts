import { useCallback, useEffect, useRef, useState, type DependencyList } from "react";

/**
 * A horizontally scrolling track (category pills, game rails): whether it sits at its start and
 * end (kept current on scroll and resize), and a scroll by 80 % of its width in either direction
 * (mirrored in right-to-left layouts). `deps` are what changes the track's content. With
 * `revealCurrent`, the element marked `aria-current="page"` is scrolled into the track's view when
 * it becomes the current one: the track alone scrolls, never the page (a re-render of a sticky
 * or top-of-page track must not pull a player scrolling a long grid back up to it).
 */
export function useScrollTrack(deps: DependencyList, { revealCurrent = false } = {}) {
  const trackRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: true });
  const revealed = useRef<Element | null>(null);

  const updateEdges = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    const max = track.scrollWidth - track.clientWidth;
    const position = Math.abs(track.scrollLeft);
    const start = position <= 1;
    const end = position >= max - 1;
    // Same edges, same state: no re-render.
    setEdges((previous) =>
      previous.start === start && previous.end === end ? previous : { start, end },
    );
  }, []);

  // Size changes (window, fonts, content) move the edges; observed once, not per render.
  useEffect(() => {
    const track = trackRef.current;
    const Observer = track?.ownerDocument.defaultView?.ResizeObserver;
    if (!track || !Observer) return undefined;
    const observer = new Observer(updateEdges);
    observer.observe(track);
    return () => observer.disconnect();
  }, [updateEdges]);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    updateEdges();
    if (revealCurrent) {
      const current = track.querySelector<HTMLElement>('[aria-current="page"]');
      if (current && current !== revealed.current) revealInTrack(track, current);
      revealed.current = current;
    }
    // The caller's deps say when the content changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, revealCurrent, updateEdges]);

  const scrollBy = (direction: 1 | -1) => {
    const track = trackRef.current;
    if (!track) return;
    const rtl = track.ownerDocument.defaultView?.getComputedStyle(track).direction === "rtl";
    track.scrollBy({ left: direction * (rtl ? -1 : 1) * track.clientWidth * 0.8 });
  };

  /** Whether the content is wider than the track (scroll buttons are worth showing). */
  const overflows = !(edges.start && edges.end);
  return { trackRef, edges, overflows, updateEdges, scrollBy };
}

/** Scrolls `track` horizontally (only) so that `item` is fully in view, the least distance. */
function revealInTrack(track: HTMLElement, item: HTMLElement) {
  const box = track.getBoundingClientRect();
  const itemBox = item.getBoundingClientRect();
  const delta =
    itemBox.left < box.left
      ? itemBox.left - box.left
      : itemBox.right > box.right
        ? Math.min(itemBox.right - box.right, itemBox.left - box.left)
        : 0;
  if (delta !== 0) track.scrollBy?.({ left: delta });
}
