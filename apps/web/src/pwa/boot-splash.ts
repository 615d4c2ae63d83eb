/**
 * Removes the boot splash of index.html (painted before any script runs) as soon as the app has
 * rendered something into `#root` (its own splash or the page).
 */
export function removeBootSplashOnFirstRender(doc: Document): void {
  const splash = doc.getElementById("boot-splash");
  const root = doc.getElementById("root");
  if (!splash || !root) return;
  if (root.childElementCount > 0) {
    splash.remove();
    return;
  }
  const observer = new MutationObserver(() => {
    if (root.childElementCount === 0) return;
    splash.remove();
    observer.disconnect();
  });
  observer.observe(root, { childList: true });
}
