// Public API of @casino/core/testing: in-memory ports for tests and Node scripts.
export {
  createMemoryPlatform,
  createMemoryLogger,
  createMemoryTelegram,
  defaultTestConfig,
} from "./memory-platform.ts";
export type {
  LogEntry,
  MemoryLogger,
  MemoryPlatform,
  MemoryPlatformOptions,
  MemoryTelegram,
  MemoryTelegramOptions,
} from "./memory-platform.ts";
export { createMemoryStorage } from "./memory-storage.ts";
export type { MemoryEntry, MemoryStorage } from "./memory-storage.ts";
export { createMemoryNavigation, parseLocation } from "./memory-navigation.ts";
export type { MemoryNavigation, NavigationEvent } from "./memory-navigation.ts";
export { createMemoryRealtime } from "./memory-realtime.ts";
export type {
  MemoryRealtime,
  MemoryRealtimeConnection,
  MemorySubscription,
} from "./memory-realtime.ts";
