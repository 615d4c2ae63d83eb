/**
 * The ports through which a platform (web shell, mini-app shell, Node test) reaches the core.
 * Core never touches `window`, `document`, cookies, timers or Telegram directly: a shell builds a
 * {@link Platform} and passes it to `makeStore`, and sagas read it from the saga context.
 */

/** Options for {@link StoragePort.set}. */
export interface StorageSetOptions {
  /** Lifetime in seconds (cookie `max-age`). Omitted: a session cookie. */
  maxAge?: number;
}

/** Cookie-like persistent key/value storage plus per-tab session storage. */
export interface StoragePort {
  get(name: string): string | undefined;
  set(name: string, value: string, options?: StorageSetOptions): void;
  remove(name: string): void;
  /** Per-tab session storage (holds `auth_date` of the mini app launch). */
  session: {
    get(name: string): string | undefined;
    set(name: string, value: string): void;
  };
}

/** The current location, as the router sees it. */
export interface AppLocation {
  /** Path starting with `/`. */
  pathname: string;
  /** Query string including the leading `?`, or empty. */
  search: string;
  /** Fragment including the leading `#`, or empty. */
  hash: string;
}

/** Router and page navigation. */
export interface NavigationPort {
  location(): AppLocation;
  /** Client-side navigation adding a history entry. */
  push(path: string): void;
  /** Client-side navigation replacing the current history entry. */
  replace(path: string): void;
  /** Full page reload. */
  reload(): void;
  /** Full page load of a URL (external address or an internal path loaded from scratch). */
  assign(url: string): void;
  /** Whether there is an earlier history entry to go back to (mini-app back button, rule 10). */
  canGoBack?(): boolean;
  /** Goes one history entry back (mini-app back button). */
  back?(): void;
}

/** Haptic feedback kinds the mini app may request. */
export type HapticKind =
  "light" | "medium" | "heavy" | "success" | "warning" | "error" | "selection";

/** The messaging-app (Telegram) environment; present only in the mini app. */
export interface TelegramPort {
  /** Raw launch data (`tgWebAppData`), validated by the server; empty when absent. */
  initDataRaw(): string | undefined;
  /** Launch start parameter (`[A-Za-z0-9_-]{0,512}`). */
  startParam(): string | undefined;
  /** Messaging-app user id of the launch data. */
  userId(): number | undefined;
  /** Launch `auth_date` (seconds since epoch) of the launch data. */
  authDate(): number | undefined;
  /** The user's messaging-app language code (`en`, `de`, ...). */
  languageCode(): string | undefined;
  /** Client platform: `android`, `ios`, `tdesktop`, `web`, ... */
  platform(): string;
  backButton: {
    show(): void;
    hide(): void;
    /** Registers a click handler; returns a function that removes it. */
    onClick(handler: () => void): () => void;
  };
  enableClosingConfirmation(): void;
  requestFullscreen(): void;
  haptic(kind: HapticKind): void;
}

/** Pusher connection settings. */
export interface PusherConfig {
  key: string;
  host: string;
  port: number;
  tls: boolean;
  cluster: string;
}

/** Static configuration of the platform. */
export interface PlatformConfig {
  /** API origin, e.g. `https://api.example.com`. */
  apiBaseUrl: string;
  /** Private channel authorisation endpoint (absolute URL). */
  broadcastAuthUrl: string;
  pusher: PusherConfig;
  /** Site hostname sent as `X-Domain`. */
  siteHostname: string;
  /** Whether registration requires e-mail verification (spec: disabled by default). */
  emailVerification: boolean;
  /** Id of the running build, compared with `builds/latest.json`. */
  buildId: string;
  /** `telegram` inside the messaging app, else `email`. */
  shellKind: ShellKind;
  /** External address for rule 2 (messaging-app login type without launch data). */
  externalUrl: string;
  /** Browser language (`navigator.language`), when the platform has one. */
  browserLanguage?: string | undefined;
  /**
   * Client IP sent as `X-Forwarded-For`. Only for server-side or test use (a
   * renderer or proxy that knows the visitor's address): a browser cannot know its public IP, so
   * the web and mini-app shells leave it unset and no header is sent.
   */
  forwardedFor?: string | undefined;
  /** Second forwarded client IP, sent as `X-Forwarded-For-2`; same rules as `forwardedFor`. */
  forwardedFor2?: string | undefined;
}

/**
 * Which shell the player uses: `telegram` inside the messaging app (the mini app), `email` in the
 * web shell. The product spec calls it the "login type"; it is stored in the `login_type` cookie.
 */
export type ShellKind = "email" | "telegram";

/** Structured logger. */
export interface Logger {
  debug(message: string, details?: unknown): void;
  info(message: string, details?: unknown): void;
  warn(message: string, details?: unknown): void;
  error(message: string, details?: unknown): void;
}

/** Connection states reported by a {@link RealtimeConnection}. */
export type RealtimeConnectionState =
  "initialized" | "connecting" | "connected" | "unavailable" | "failed" | "disconnected";

/** Options for a {@link RealtimeFactory}. */
export interface RealtimeOptions extends PusherConfig {
  /** Bearer token for private channel authorisation; null for a guest (public channels only). */
  token: string | null;
  /** Broadcast auth URL. */
  authEndpoint: string;
}

/** A handler receiving one realtime event. */
export type RealtimeHandler = (event: string, payload: unknown) => void;

/** How a channel subscription stands: `subscribed` (again after every reconnect) or `failed` (e.g. refused authorisation). */
export type RealtimeSubscriptionStatus = "subscribed" | "failed";

/** Receives the subscription status of a channel; `details` is the server's error for `failed`. */
export type RealtimeStatusHandler = (status: RealtimeSubscriptionStatus, details?: unknown) => void;

/**
 * One live connection to the realtime server. It exists for guests too (public channels); the
 * player's private channel is subscribed once a token and a user exist.
 */
export interface RealtimeConnection {
  /**
   * Subscribes to `events` on a channel given by its Echo name (`player.42` is private and
   * authorised; `bets` and `rates` are public) and calls the handler with the event name (without
   * the leading dot) and its payload; `onStatus`, when given, hears whether the subscription
   * succeeded or failed (each time, also after a reconnect). Returns a function that unsubscribes.
   */
  subscribe(
    channel: string,
    events: readonly string[],
    handler: RealtimeHandler,
    onStatus?: RealtimeStatusHandler,
  ): () => void;
  /**
   * Replaces the bearer token used for later channel authorisations (a new private subscription,
   * or the re-subscription after a reconnect); null when the player signed out.
   */
  setToken(token: string | null): void;
  /** Reports state changes; returns a function that removes the listener. */
  onStateChange(
    listener: (current: RealtimeConnectionState, previous: RealtimeConnectionState) => void,
  ): () => void;
  disconnect(): void;
}

/** Creates a realtime connection (laravel-echo + pusher-js in the shells, memory in tests). */
export type RealtimeFactory = (options: RealtimeOptions) => RealtimeConnection;

/** Fetches a static JSON file by absolute or site-relative URL (build check). */
export type FetchJson = (url: string) => Promise<unknown>;

/** Everything platform-specific the core needs. */
export interface Platform {
  storage: StoragePort;
  navigation: NavigationPort;
  /** Device fingerprint `visitor_id`; may reject (logged, never blocks). */
  fingerprint(): Promise<string>;
  telegram?: TelegramPort | undefined;
  config: PlatformConfig;
  logger: Logger;
  realtime: RealtimeFactory;
  /** Reads static JSON (`builds/latest.json`); omit to disable the build check. */
  fetchJson?: FetchJson | undefined;
  /** Current time in milliseconds; defaults to `Date.now`. */
  now?: () => number;
}
