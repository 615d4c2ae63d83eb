import type {
  FetchJson,
  HapticKind,
  Logger,
  Platform,
  PlatformConfig,
  TelegramPort,
} from "../platform/ports.ts";
import { createMemoryNavigation, type MemoryNavigation } from "./memory-navigation.ts";
import { createMemoryRealtime, type MemoryRealtime } from "./memory-realtime.ts";
import { createMemoryStorage, type MemoryStorage } from "./memory-storage.ts";

/** A log line the memory logger kept. */
export interface LogEntry {
  level: "debug" | "info" | "warn" | "error";
  message: string;
  details: unknown;
}

/** A logger that keeps every line. */
export interface MemoryLogger extends Logger {
  readonly entries: LogEntry[];
}

/** Creates a {@link MemoryLogger}. */
export function createMemoryLogger(): MemoryLogger {
  const entries: LogEntry[] = [];
  const log = (level: LogEntry["level"]) => (message: string, details?: unknown) => {
    entries.push({ level, message, details });
  };
  return {
    entries,
    debug: log("debug"),
    info: log("info"),
    warn: log("warn"),
    error: log("error"),
  };
}

/** Launch values of an in-memory messaging-app environment. */
export interface MemoryTelegramOptions {
  initDataRaw?: string;
  startParam?: string;
  userId?: number;
  authDate?: number;
  languageCode?: string;
  platform?: string;
}

/** An in-memory {@link TelegramPort} recording what the core asked of it. */
export interface MemoryTelegram extends TelegramPort {
  backButtonVisible: boolean;
  closingConfirmation: boolean;
  fullscreenRequested: boolean;
  readonly haptics: HapticKind[];
  /** Simulates a tap on the back button. */
  clickBackButton(): void;
}

/** Creates a {@link MemoryTelegram}. */
export function createMemoryTelegram(options: MemoryTelegramOptions = {}): MemoryTelegram {
  const handlers = new Set<() => void>();
  const telegram: MemoryTelegram = {
    backButtonVisible: false,
    closingConfirmation: false,
    fullscreenRequested: false,
    haptics: [],
    initDataRaw: () => options.initDataRaw,
    startParam: () => options.startParam,
    userId: () => options.userId,
    authDate: () => options.authDate,
    languageCode: () => options.languageCode,
    platform: () => options.platform ?? "tdesktop",
    backButton: {
      show: () => {
        telegram.backButtonVisible = true;
      },
      hide: () => {
        telegram.backButtonVisible = false;
      },
      onClick: (handler) => {
        handlers.add(handler);
        return () => handlers.delete(handler);
      },
    },
    enableClosingConfirmation: () => {
      telegram.closingConfirmation = true;
    },
    requestFullscreen: () => {
      telegram.fullscreenRequested = true;
    },
    haptic: (kind) => {
      telegram.haptics.push(kind);
    },
    clickBackButton: () => {
      for (const handler of [...handlers]) handler();
    },
  };
  return telegram;
}

/** Configuration used when a test gives none: a local sandbox on port 4000. */
export const defaultTestConfig: PlatformConfig = {
  apiBaseUrl: "http://127.0.0.1:4000",
  broadcastAuthUrl: "http://127.0.0.1:4000/broadcasting/auth",
  pusher: { key: "sandbox-key", host: "127.0.0.1", port: 4000, tls: false, cluster: "mt1" },
  siteHostname: "casino.localhost",
  emailVerification: false,
  buildId: "test-build",
  shellKind: "email",
  externalUrl: "https://t.me/casino_bot",
  browserLanguage: "en-US",
};

/** Options for {@link createMemoryPlatform}. */
export interface MemoryPlatformOptions {
  config?: Partial<PlatformConfig>;
  /** Starting path (`/promotion?x=1`). */
  path?: string;
  cookies?: Record<string, string>;
  session?: Record<string, string>;
  /** Messaging-app launch values; omitted: not inside the mini app. */
  telegram?: MemoryTelegramOptions;
  /** The fingerprint `visitor_id`, or an error to reject with. */
  fingerprint?: string | Error;
  fetchJson?: FetchJson;
  now?: () => number;
}

/** The platform {@link createMemoryPlatform} returns, with its inspectable parts. */
export interface MemoryPlatform extends Platform {
  storage: MemoryStorage;
  navigation: MemoryNavigation;
  realtime: MemoryRealtime;
  logger: MemoryLogger;
  telegram: MemoryTelegram | undefined;
}

/**
 * In-memory implementations of every port, for tests and Node scripts: cookies and session
 * storage in maps, a history stack, a recording logger, a realtime factory whose connections
 * tests drive, an optional messaging-app environment.
 */
export function createMemoryPlatform(options: MemoryPlatformOptions = {}): MemoryPlatform {
  const fingerprint = options.fingerprint ?? "visitor-test";
  const platform: MemoryPlatform = {
    storage: createMemoryStorage(options.cookies, options.session),
    navigation: createMemoryNavigation(options.path ?? "/"),
    realtime: createMemoryRealtime(),
    logger: createMemoryLogger(),
    telegram: options.telegram ? createMemoryTelegram(options.telegram) : undefined,
    config: {
      ...defaultTestConfig,
      ...(options.telegram ? { shellKind: "telegram" as const } : {}),
      ...options.config,
    },
    fingerprint: () =>
      typeof fingerprint === "string" ? Promise.resolve(fingerprint) : Promise.reject(fingerprint),
    fetchJson: options.fetchJson,
  };
  if (options.now) platform.now = options.now;
  return platform;
}
