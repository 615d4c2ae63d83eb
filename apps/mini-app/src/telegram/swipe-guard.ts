/** Selector of an open modal: the kit's dialogs and drawers (`aria-modal`) or a native `<dialog>`. */
export const OPEN_MODAL_SELECTOR = '[aria-modal="true"], dialog[open]';

/** Paths of the game screen, where a vertical swipe belongs to the game. */
export function isGamePath(pathname: string): boolean {
  return /^\/play-game\/[^/]+\/?$/.test(pathname);
}

/**
 * Spec rule 10: vertical swipes must not close or collapse the mini app while a game or a dialog is
 * open; elsewhere they keep Telegram's default behaviour.
 */
export function shouldLockVerticalSwipes(pathname: string, modalOpen: boolean): boolean {
  return modalOpen || isGamePath(pathname);
}

/** What {@link bindSwipeGuard} needs. */
export interface SwipeGuardOptions {
  /** The current path. */
  pathname(): string;
  /** Calls the listener on every navigation; returns a function that stops. */
  onNavigate(listener: () => void): () => void;
  /** Sets Telegram's vertical swipe behaviour. */
  setLocked(locked: boolean): void;
  /** Where dialogs are rendered (portals land in `document.body`). */
  root?: HTMLElement;
}

/**
 * Keeps vertical swipes locked while {@link shouldLockVerticalSwipes} holds: follows the router and
 * watches the document for dialogs opening and closing. Returns a function that stops.
 */
export function bindSwipeGuard({
  pathname,
  onNavigate,
  setLocked,
  root = document.body,
}: SwipeGuardOptions): () => void {
  let locked: boolean | null = null;
  const update = () => {
    const next = shouldLockVerticalSwipes(
      pathname(),
      root.querySelector(OPEN_MODAL_SELECTOR) !== null,
    );
    if (next === locked) return;
    locked = next;
    setLocked(next);
  };
  const observer = new MutationObserver(update);
  observer.observe(root, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ["aria-modal", "open"],
  });
  const stopNavigation = onNavigate(update);
  update();
  return () => {
    observer.disconnect();
    stopNavigation();
  };
}
