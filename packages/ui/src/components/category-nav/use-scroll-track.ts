import { useCallback, useEffect, useRef, useState, type DependencyList } from "react";

/**
 * A horizontally scrolling track (category pills, game rails): whether it sits at its start and
 * end (kept current on scroll and resize), and a scroll by 80 % of its width in either direction
 * (mirrored in right-to-left layouts). `deps` are what changes the track's content; on each change
 * the element marked `aria-current="page"` is brought into view when `revealCurrent` is set.
 */
export function useScrollTrack(deps: DependencyList, { revealCurrent = false } = {}) {
  const trackRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: true });

  const updateEdges = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    const max = track.scrollWidth - track.clientWidth;
    const position = Math.abs(track.scrollLeft);
    setEdges({ start: position <= 1, end: position >= max - 1 });
  }, []);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return undefined;
    updateEdges();
    if (revealCurrent) {
      const current = track.querySelector<HTMLElement>('[aria-current="page"]');
      current?.scrollIntoView?.({ block: "nearest", inline: "nearest" });
    }
    const Observer = track.ownerDocument.defaultView?.ResizeObserver;
    const observer = Observer ? new Observer(updateEdges) : null;
    observer?.observe(track);
    return () => observer?.disconnect();
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
