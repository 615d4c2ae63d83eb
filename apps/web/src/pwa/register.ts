/**
 * Runs `register` after the page's `load` event, when the browser is idle (or after 2 s), so the
 * service worker's precaching never competes with the first paint.
 */
export function registerWhenIdle(win: Window, register: () => Promise<void>): void {
  const start = () => {
    const run = () =>
      void register().catch((error: unknown) =>
        console.warn("service worker registration failed", error),
      );
    if ("requestIdleCallback" in win) win.requestIdleCallback(run, { timeout: 2000 });
    else (win as Window).setTimeout(run, 0);
  };
  if (win.document.readyState === "complete") start();
  else win.addEventListener("load", start, { once: true });
}
