import type { StoragePort, StorageSetOptions } from "../platform/ports.ts";

/** One stored value with the lifetime it was set with. */
export interface MemoryEntry {
  value: string;
  maxAge: number | undefined;
}

/** In-memory {@link StoragePort} that also exposes what was stored, for assertions. */
export interface MemoryStorage extends StoragePort {
  /** Cookie-like entries by name. */
  readonly entries: Map<string, MemoryEntry>;
  /** Session-storage entries by name. */
  readonly sessionEntries: Map<string, string>;
}

/** Creates a {@link MemoryStorage}, optionally with initial cookies and session values. */
export function createMemoryStorage(
  cookies: Record<string, string> = {},
  session: Record<string, string> = {},
): MemoryStorage {
  const entries = new Map<string, MemoryEntry>(
    Object.entries(cookies).map(([k, v]) => [k, { value: v, maxAge: undefined }]),
  );
  const sessionEntries = new Map(Object.entries(session));
  return {
    entries,
    sessionEntries,
    get: (name) => entries.get(name)?.value,
    set: (name: string, value: string, options?: StorageSetOptions) => {
      if (options?.maxAge !== undefined && options.maxAge <= 0) entries.delete(name);
      else entries.set(name, { value, maxAge: options?.maxAge });
    },
    remove: (name) => {
      entries.delete(name);
    },
    session: {
      get: (name) => sessionEntries.get(name),
      set: (name, value) => {
        sessionEntries.set(name, value);
      },
    },
  };
}
