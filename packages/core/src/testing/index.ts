// Public API of @casino/core/testing: in-memory ports for tests and Node scripts.
export { createMemoryPlatform, createMemoryLogger, createMemoryTelegram, defaultTestConfig } from "./memory-platform";
export type { LogEntry, MemoryLogger, MemoryPlatform, MemoryPlatformOptions, MemoryTelegram, MemoryTelegramOptions } from "./memory-platform";
export { createMemoryStorage } from "./memory-storage";
export type { MemoryEntry, MemoryStorage } from "./memory-storage";
export { createMemoryNavigation, parseLocation } from "./memory-navigation";
export type { MemoryNavigation, NavigationEvent } from "./memory-navigation";
export { createMemoryRealtime } from "./memory-realtime";
export type { MemoryRealtime, MemoryRealtimeConnection, MemorySubscription } from "./memory-realtime";
