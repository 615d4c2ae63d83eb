/** What the installable-app prompts show. */
export interface PwaState {
  /** A new version of the app is installed and waits to take over. */
  updateAvailable: boolean;
  /** The browser offers installing the app and the player has not hidden the offer. */
  installAvailable: boolean;
}

/**
 * The shell's installable-app port (web: service worker through workbox-window and the browser's
 * `beforeinstallprompt`). The app only shows the prompts; the shell does the work.
 */
export interface PwaPort {
  getState(): PwaState;
  /** Subscribes to state changes; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Lets the waiting version take over and reloads the page. */
  applyUpdate(): void;
  /** Shows the browser's install dialog. */
  install(): Promise<void>;
  /** Hides the install offer and remembers it (cookie through the storage port). */
  dismissInstall(): void;
  /** Hides the update prompt until the next update. */
  dismissUpdate(): void;
}
