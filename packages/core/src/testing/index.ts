// Public API of @casino/core/testing: in-memory ports, a fake API client and helpers for tests
// and Node scripts.
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
export { apiError, contractRoutes, createFakeApi } from "./fake-api.ts";
export type {
  ContractRoute,
  ContractRouteKey,
  ContractRoutes,
  FakeApi,
  FakeCall,
  FakeRequest,
  FakeRoute,
} from "./fake-api.ts";
export { newPlayer, until } from "./until.ts";
export type { UntilOptions } from "./until.ts";
export { rootReducer } from "../store/root-reducer.ts";
export {
  betFeedFixture,
  bonusFixture,
  cashbackFixture,
  minesRoundFixture,
  transactionFixture,
  userFixture,
  walletFixture,
} from "./fixtures.ts";
