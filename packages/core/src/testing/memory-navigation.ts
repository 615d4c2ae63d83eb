import type { AppLocation, NavigationPort } from "../platform/ports.ts";

/** A navigation the memory router recorded. */
export type NavigationEvent =
  | { type: "push"; path: string }
  | { type: "replace"; path: string }
  | { type: "back" }
  | { type: "reload" }
  | { type: "assign"; url: string };

/** In-memory {@link NavigationPort} with a history stack and a log of every navigation. */
export interface MemoryNavigation extends NavigationPort {
  readonly events: NavigationEvent[];
  readonly history: string[];
  canGoBack(): boolean;
  back(): void;
}

/** Splits `/path?query#hash` into an {@link AppLocation}. */
export function parseLocation(path: string): AppLocation {
  const hashAt = path.indexOf("#");
  const beforeHash = hashAt === -1 ? path : path.slice(0, hashAt);
  const hash = hashAt === -1 ? "" : path.slice(hashAt);
  const queryAt = beforeHash.indexOf("?");
  return {
    pathname: queryAt === -1 ? beforeHash || "/" : beforeHash.slice(0, queryAt) || "/",
    search: queryAt === -1 ? "" : beforeHash.slice(queryAt),
    hash,
  };
}

/**
 * Creates a {@link MemoryNavigation} starting at `initialPath`. `onChange` is called after every
 * push, replace and back (a shell's router would report the new location to the store there).
 */
export function createMemoryNavigation(
  initialPath = "/",
  onChange?: (location: AppLocation) => void,
): MemoryNavigation {
  const history = [initialPath];
  const events: NavigationEvent[] = [];
  const current = () => history[history.length - 1] ?? "/";
  const changed = () => onChange?.(parseLocation(current()));
  return {
    events,
    history,
    location: () => parseLocation(current()),
    push(path) {
      events.push({ type: "push", path });
      history.push(path);
      changed();
    },
    replace(path) {
      events.push({ type: "replace", path });
      history[history.length - 1] = path;
      changed();
    },
    reload() {
      events.push({ type: "reload" });
    },
    assign(url) {
      events.push({ type: "assign", url });
    },
    canGoBack: () => history.length > 1,
    back() {
      events.push({ type: "back" });
      if (history.length > 1) history.pop();
      changed();
    },
  };
}
