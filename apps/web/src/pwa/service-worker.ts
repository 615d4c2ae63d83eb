import type { PwaPort, PwaState } from "@casino/app";
import type { StoragePort } from "@casino/core";
import type * as WorkboxWindow from "workbox-window";

/** How often a running page asks for a new service worker while online. */
export const UPDATE_CHECK_MS = 20_000;
/** Cookie that keeps the install offer hidden once the player said "not now". */
export const HIDE_INSTALL_COOKIE = "hide_install_prompt";
const HIDE_INSTALL_MAX_AGE = 180 * 86_400;

/** The browser's install offer (`beforeinstallprompt`), not in the DOM typings. */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

/** What {@link createPwa} needs from the page (a window in the app, fakes in checks). */
export interface PwaEnvironment {
  storage: StoragePort;
  window: Window;
  /** Loads workbox-window (lazily, off the critical path). */
  loadWorkbox?: () => Promise<typeof WorkboxWindow>;
  reload?: () => void;
}

/**
 * The web shell's PWA port: registers `/sw.js` through workbox-window once the page has loaded,
 * checks for a new version every 20 s while online, reports a waiting version ("update
 * available"; accepting makes it take over and reloads), and keeps the browser's install offer
 * unless the hide flag was saved.
 */
export function createPwa({
  storage,
  window: win,
  loadWorkbox = () => import("workbox-window"),
  reload = () => win.location.reload(),
}: PwaEnvironment): PwaPort & { register(): Promise<void> } {
  let state: PwaState = { updateAvailable: false, installAvailable: false };
  const listeners = new Set<() => void>();
  const set = (change: Partial<PwaState>) => {
    state = { ...state, ...change };
    for (const listener of listeners) listener();
  };
  let installEvent: InstallPromptEvent | null = null;
  let acceptUpdate: (() => void) | null = null;

  win.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault();
    installEvent = event as InstallPromptEvent;
    if (storage.get(HIDE_INSTALL_COOKIE) !== "1") set({ installAvailable: true });
  });
  win.addEventListener("appinstalled", () => {
    installEvent = null;
    set({ installAvailable: false });
  });

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    applyUpdate() {
      if (acceptUpdate) acceptUpdate();
      else reload();
    },
    dismissUpdate: () => set({ updateAvailable: false }),
    async install() {
      const event = installEvent;
      if (!event) return;
      installEvent = null;
      set({ installAvailable: false });
      await event.prompt();
      await event.userChoice;
    },
    dismissInstall() {
      storage.set(HIDE_INSTALL_COOKIE, "1", { maxAge: HIDE_INSTALL_MAX_AGE });
      set({ installAvailable: false });
    },
    async register() {
      if (!("serviceWorker" in win.navigator)) return;
      const { Workbox } = await loadWorkbox();
      const workbox = new Workbox("/sw.js", { scope: "/" });
      workbox.addEventListener("waiting", () => {
        acceptUpdate = () => {
          workbox.addEventListener("controlling", () => reload());
          workbox.messageSkipWaiting();
        };
        set({ updateAvailable: true });
      });
      const registration = await workbox.register();
      if (!registration) return;
      win.setInterval(() => {
        if (win.navigator.onLine) void registration.update().catch(() => undefined);
      }, UPDATE_CHECK_MS);
    },
  };
}
