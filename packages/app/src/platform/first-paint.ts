/** At the latest after this long the first paint counts as done (a hidden tab paints no frames). */
export const FIRST_PAINT_FALLBACK_MS = 1000;

/** The parts of `window` {@link afterFirstPaint} uses. */
export type PaintWindow = Pick<Window, "requestAnimationFrame" | "setTimeout" | "clearTimeout">;

/**
 * Calls `painted` once, after the browser has painted the first frame with something rendered
 * into `container`: the first child appears (React's first commit), a frame is painted, then the
 * task after it runs. A tab opened in the background paints no frames: then after
 * {@link FIRST_PAINT_FALLBACK_MS} from the first render at the latest.
 */
export function afterFirstPaint(
  container: HTMLElement,
  painted: () => void,
  win: PaintWindow = window,
): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    win.clearTimeout(fallback);
    painted();
  };
  let fallback: number | undefined;
  const afterFrame = () => {
    fallback = win.setTimeout(once, FIRST_PAINT_FALLBACK_MS);
    win.requestAnimationFrame(() => win.setTimeout(once, 0));
  };
  if (container.childElementCount > 0) return afterFrame();
  const observer = new MutationObserver(() => {
    if (container.childElementCount === 0) return;
    observer.disconnect();
    afterFrame();
  });
  observer.observe(container, { childList: true });
}
