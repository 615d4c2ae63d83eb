/**
 * All sandbox configuration. This is the only file that reads `process.env`;
 * everything else receives a {@link SandboxConfig}. Every variable, its default
 * and its meaning is listed in docs/sandbox.md.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseFaults, type Faults } from "./lib/faults.ts";
import type { ThrottleRule } from "./lib/rate-limit.ts";

/** Limits for one rate-limited action: at most `max` attempts per `windowMs`. */
export interface RateLimitRule {
  max: number;
  windowMs: number;
}

/** The rate-limited actions of the account API. */
export interface RateLimits {
  login: RateLimitRule;
  register: RateLimitRule;
  resetPassword: RateLimitRule;
  changePassword: RateLimitRule;
  twoFactor: RateLimitRule;
  otp: RateLimitRule;
  forgotPassword: RateLimitRule;
  emailResend: RateLimitRule;
  /** Real-money bets of one player (originals). */
  bets: RateLimitRule;
}

/** Failure throttles (see `FailureThrottle` in src/lib/rate-limit.ts and docs/security.md). */
export interface Throttles {
  /** Failed sign-ins of one account (wrong password or second-factor code), whatever the IP. */
  signIn: ThrottleRule;
  /** Wrong TOTP codes of one player on withdrawals. */
  withdrawalCode: ThrottleRule;
  /** Wrong passwords or codes of one player proving who they are for a sensitive change. */
  stepUp: ThrottleRule;
}

export interface SandboxConfig {
  /** TCP port to listen on (`SANDBOX_PORT`, default 4000). */
  port: number;
  /** Interface to bind (`SANDBOX_HOST`, default 127.0.0.1). */
  host: string;
  /** PGlite data directory, or `memory://` (`SANDBOX_DATA_DIR`). */
  dataDir: string;
  /** When set, a real PostgreSQL is used instead of PGlite (`DATABASE_URL`). */
  databaseUrl: string | undefined;
  /** Dev endpoints (`/dev/...`) on (`SANDBOX_DEV`, default on unless NODE_ENV=production). */
  dev: boolean;
  /**
   * Dev endpoints answer callers on any address (`SANDBOX_DEV_OPEN`, default off: only loopback
   * callers, by the socket's address, with a loopback `Host`).
   */
  devOpen: boolean;
  /** NODE_ENV=production: responses are not validated against the contract. */
  production: boolean;
  /** Validate every response body against the contract (on unless production). */
  validateResponses: boolean;
  /** Telegram bot token used to check init data (`SANDBOX_TELEGRAM_BOT_TOKEN`). */
  telegramBotToken: string;
  /** Telegram init data older than this is rejected (`SANDBOX_TELEGRAM_MAX_AGE`, seconds, default 3600). */
  telegramMaxAgeSeconds: number;
  /** E-mail verification required before login (`SANDBOX_EMAIL_VERIFICATION`, default on). */
  emailVerification: boolean;
  /** ISO 3166-1 alpha-2 codes of blocked countries (`SANDBOX_BLOCKED_COUNTRIES`). */
  blockedCountries: string[];
  /** Deterministic IP -> country map (`SANDBOX_IP_COUNTRIES`, `203.0.113.7=US,198.51.100.0/24=DE`; default {@link defaultIpCountries}). */
  ipCountries: string;
  /** Origins allowed by CORS (`SANDBOX_CORS_ORIGINS`). */
  corsOrigins: string[];
  /** Base URL of the web shell, used in e-mailed links (`SANDBOX_APP_URL`). */
  appUrl: string;
  /** Base URL of the mini app the dev Telegram launcher opens (`SANDBOX_MINI_APP_URL`, default http://localhost:3001). */
  miniAppUrl: string;
  /** Secret for signed links (`SANDBOX_APP_KEY`). */
  appKey: string;
  /** Google OAuth client id; when set, Google access tokens are checked with Google (`SANDBOX_GOOGLE_CLIENT_ID`). */
  googleClientId: string | undefined;
  /** Facebook app id and secret; when set, Facebook tokens are checked with Facebook. */
  facebookAppId: string | undefined;
  facebookAppSecret: string | undefined;
  /** Bearer token lifetime in seconds (`SANDBOX_TOKEN_TTL`, default 7 days). */
  tokenTtlSeconds: number;
  /**
   * Pusher app id, key and secret of the realtime channel (`PUSHER_APP_ID`, `PUSHER_KEY`,
   * `PUSHER_SECRET`). With `host` (`PUSHER_HOST`, plus `PUSHER_PORT`, `PUSHER_SCHEME`) events are
   * published to that external Pusher-compatible server with the `pusher` SDK instead of the
   * built-in server.
   */
  pusher: {
    appId: string;
    key: string;
    secret: string;
    host: string | undefined;
    port: number | undefined;
    useTLS: boolean;
  };
  /** Base URL of the sandbox itself for absolute image URLs (`SANDBOX_PUBLIC_URL`); default: from the request's Host. */
  publicUrl: string | undefined;
  /** Seconds before a simulated chain deposit confirms (`SANDBOX_DEPOSIT_CONFIRM_SECONDS`, default 10). */
  depositConfirmSeconds: number;
  /** Seconds between automatic withdrawal steps (`SANDBOX_WITHDRAWAL_STEP_SECONDS`, default 30; 0: only the dev endpoint moves them). */
  withdrawalStepSeconds: number;
  /** Seconds between rate moves (`SANDBOX_RATE_TICK_SECONDS`, default 15; 0 turns the ticker off). */
  rateTickSeconds: number;
  /**
   * Demo players who bet for real on the originals so a development lobby looks alive
   * (`SANDBOX_DEMO_PLAYERS`, default 0 = none, at most {@link MAX_DEMO_PLAYERS}; development only:
   * refused with NODE_ENV=production). See src/jobs/demo-players.ts.
   */
  demoPlayers: number;
  /** Milliseconds between two demo bets (`SANDBOX_DEMO_BET_INTERVAL_MS`, default 3000, at least 100). */
  demoBetIntervalMs: number;
  /** Milliseconds between runs of the background job that confirms deposits and moves withdrawals (`SANDBOX_JOB_INTERVAL_MS`, default 1000). */
  jobIntervalMs: number;
  /** Pino log level (`SANDBOX_LOG_LEVEL`, default info; `silent` turns logging off). */
  logLevel: string;
  /** Seed demo data on first start (`SANDBOX_SEED`, default on). */
  seed: boolean;
  rateLimits: RateLimits;
  throttles: Throttles;
  /**
   * Which peers may set X-Forwarded-For (`SANDBOX_TRUST_PROXY`, Fastify's `trustProxy`): false
   * (default: the socket address is the client IP), `true` (any peer: only behind a proxy that
   * overwrites the header), or a comma list of addresses / CIDR ranges (`loopback`, `uniquelocal`
   * and the other names of proxy-addr allowed).
   */
  trustProxy: boolean | string[];
  /** Caps of the built-in Pusher server (docs/security.md, "Realtime and request limits"). */
  realtime: RealtimeLimits;
  /**
   * Injected faults (`SANDBOX_FAULTS`, development only: refused with NODE_ENV=production):
   * latency, 503s on safe API calls, periodic WebSocket drops. See src/lib/faults.ts.
   */
  faults: Faults | undefined;
}

/** Caps of the built-in Pusher server; 0 turns a cap off. */
export interface RealtimeLimits {
  /** Open WebSocket connections per client address (`SANDBOX_WS_MAX_CONNECTIONS_PER_IP`, default 100). */
  maxConnectionsPerIp: number;
  /** Channels one socket may subscribe to (`SANDBOX_WS_MAX_CHANNELS_PER_SOCKET`, default 100). */
  maxChannelsPerSocket: number;
  /** Messages one socket may send per second; the rest are dropped (`SANDBOX_WS_MAX_MESSAGES_PER_SECOND`, default 20). */
  maxMessagesPerSecond: number;
}

type Env = Record<string, string | undefined>;

/** The package directory (apps/sandbox), independent of the working directory. */
export const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * The default CORS origins: the web shell, the mini app shell and Storybook, each as `localhost`
 * and as `127.0.0.1`.
 */
export const defaultCorsOrigins = [
  "http://localhost:3000",
  "http://localhost:3001",
  "http://localhost:6006",
  "http://127.0.0.1:3000",
  "http://127.0.0.1:3001",
  "http://127.0.0.1:6006",
];

/** A documented development-only Telegram bot token (never a real bot). */
export const devTelegramBotToken = "123456:sandbox-dev-token";
/** The documented development-only app key (public: printed in the README). */
export const devAppKey = "sandbox-development-key-not-secret";
/** The documented development-only Pusher secret (public: printed in the README). */
export const devPusherSecret = "sandbox-secret";

/** The most demo players `SANDBOX_DEMO_PLAYERS` starts (a larger number is capped). */
export const MAX_DEMO_PLAYERS = 50;

/** Shortest `SANDBOX_APP_KEY` accepted with `NODE_ENV=production`. */
export const MIN_PRODUCTION_APP_KEY_LENGTH = 32;

/** The configuration cannot be used: the message names every variable at fault. */
export class ConfigError extends Error {
  /** The variables at fault, e.g. `["SANDBOX_APP_KEY", "PUSHER_SECRET"]`. */
  readonly variables: string[];

  constructor(problems: { variable: string; problem: string }[]) {
    super(
      `Refusing to start with this configuration:\n${problems
        .map(({ variable, problem }) => `  - ${variable}: ${problem}`)
        .join("\n")}`,
    );
    this.name = "ConfigError";
    this.variables = problems.map(({ variable }) => variable);
  }
}

/**
 * With `NODE_ENV=production` every secret must be set, and not to its public development default;
 * the dev endpoints cannot be opened to other machines.
 */
function checkProduction(env: Env): void {
  const problems: { variable: string; problem: string }[] = [];
  const secrets: [string, string][] = [
    ["SANDBOX_TELEGRAM_BOT_TOKEN", devTelegramBotToken],
    ["SANDBOX_APP_KEY", devAppKey],
    ["PUSHER_SECRET", devPusherSecret],
  ];
  for (const [variable, devDefault] of secrets) {
    const value = env[variable]?.trim();
    if (!value) problems.push({ variable, problem: "missing (required with NODE_ENV=production)" });
    else if (value === devDefault)
      problems.push({ variable, problem: "is the public development default; set a real secret" });
  }
  const appKey = env.SANDBOX_APP_KEY?.trim();
  if (appKey && appKey !== devAppKey && appKey.length < MIN_PRODUCTION_APP_KEY_LENGTH)
    problems.push({
      variable: "SANDBOX_APP_KEY",
      problem: `too short (at least ${MIN_PRODUCTION_APP_KEY_LENGTH} characters)`,
    });
  if (flag(env.SANDBOX_DEV_OPEN, false))
    problems.push({
      variable: "SANDBOX_DEV_OPEN",
      problem: "the dev endpoints cannot be opened with NODE_ENV=production",
    });
  if ((env.SANDBOX_DEMO_PLAYERS?.trim() || "0") !== "0")
    problems.push({
      variable: "SANDBOX_DEMO_PLAYERS",
      problem: "demo players are for development only; unset it with NODE_ENV=production",
    });
  if (env.SANDBOX_FAULTS?.trim())
    problems.push({
      variable: "SANDBOX_FAULTS",
      problem: "fault injection is for development only; unset it with NODE_ENV=production",
    });
  if (problems.length > 0) throw new ConfigError(problems);
}

/** `SANDBOX_FAULTS`, or a {@link ConfigError} naming it and what is wrong. */
function faultsOf(value: string | undefined): Faults | undefined {
  try {
    return parseFaults(value);
  } catch (error) {
    throw new ConfigError([{ variable: "SANDBOX_FAULTS", problem: (error as Error).message }]);
  }
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value.trim() === "") return fallback;
  return ["1", "true", "on", "yes"].includes(value.trim().toLowerCase());
}

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === "") return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a non-negative integer, got '${value}'`);
  return parsed;
}

function list(value: string | undefined, fallback: string[]): string[] {
  if (value === undefined) return fallback;
  return value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
}

/** Documentation ranges (RFC 5737) mapped to countries, so blocking can be tried without GeoIP. */
export const defaultIpCountries = "203.0.113.0/24=US,198.51.100.0/24=DE,192.0.2.0/24=GB";

/** Default rate limits (per client IP and subject; see docs/sandbox.md). */
export const defaultRateLimits: RateLimits = {
  login: { max: 10, windowMs: 60_000 },
  register: { max: 10, windowMs: 60_000 },
  resetPassword: { max: 10, windowMs: 60_000 },
  changePassword: { max: 5, windowMs: 60_000 },
  twoFactor: { max: 5, windowMs: 60_000 },
  otp: { max: 5, windowMs: 60_000 },
  forgotPassword: { max: 3, windowMs: 60_000 },
  emailResend: { max: 3, windowMs: 60_000 },
  bets: { max: 600, windowMs: 60_000 },
};

const MINUTE = 60_000;

/** Default failure throttles (see docs/security.md). */
export const defaultThrottles: Throttles = {
  signIn: { free: 5, baseDelayMs: 30_000, maxDelayMs: 15 * MINUTE, resetAfterMs: 60 * MINUTE },
  withdrawalCode: {
    free: 5,
    baseDelayMs: 15 * MINUTE,
    maxDelayMs: 60 * MINUTE,
    resetAfterMs: 60 * MINUTE,
  },
  stepUp: { free: 5, baseDelayMs: 30_000, maxDelayMs: 15 * MINUTE, resetAfterMs: 60 * MINUTE },
};

/** `SANDBOX_TRUST_PROXY`: off, `true`, or a list of addresses / CIDR ranges. */
export function parseTrustProxy(value: string | undefined): boolean | string[] {
  const text = value?.trim() ?? "";
  if (!text || ["0", "false", "off", "no"].includes(text.toLowerCase())) return false;
  if (["true", "on", "yes"].includes(text.toLowerCase())) return true;
  return text
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/**
 * Builds the configuration from environment variables.
 * @param env the environment (defaults to `process.env`)
 * @throws {ConfigError} with `NODE_ENV=production` when a secret is missing or a public default
 */
export function loadConfig(env: Env = process.env): SandboxConfig {
  const production = env.NODE_ENV === "production";
  if (production) checkProduction(env);
  const port = integer(env.SANDBOX_PORT, 4000, "SANDBOX_PORT");
  const dataDir = env.SANDBOX_DATA_DIR?.trim() || path.join(packageDir, "data");
  return {
    port,
    host: env.SANDBOX_HOST?.trim() || "127.0.0.1",
    dataDir,
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    dev: flag(env.SANDBOX_DEV, !production),
    devOpen: flag(env.SANDBOX_DEV_OPEN, false),
    production,
    validateResponses: !production,
    telegramBotToken: env.SANDBOX_TELEGRAM_BOT_TOKEN?.trim() || devTelegramBotToken,
    telegramMaxAgeSeconds: integer(env.SANDBOX_TELEGRAM_MAX_AGE, 3_600, "SANDBOX_TELEGRAM_MAX_AGE"),
    emailVerification: flag(env.SANDBOX_EMAIL_VERIFICATION, true),
    blockedCountries: list(env.SANDBOX_BLOCKED_COUNTRIES, []).map((code) => code.toUpperCase()),
    ipCountries: env.SANDBOX_IP_COUNTRIES ?? defaultIpCountries,
    corsOrigins: list(env.SANDBOX_CORS_ORIGINS, defaultCorsOrigins),
    appUrl: (env.SANDBOX_APP_URL?.trim() || "http://localhost:3000").replace(/\/+$/, ""),
    miniAppUrl: (env.SANDBOX_MINI_APP_URL?.trim() || "http://localhost:3001").replace(/\/+$/, ""),
    appKey: env.SANDBOX_APP_KEY?.trim() || devAppKey,
    googleClientId: env.SANDBOX_GOOGLE_CLIENT_ID?.trim() || undefined,
    facebookAppId: env.SANDBOX_FACEBOOK_APP_ID?.trim() || undefined,
    facebookAppSecret: env.SANDBOX_FACEBOOK_APP_SECRET?.trim() || undefined,
    tokenTtlSeconds: integer(env.SANDBOX_TOKEN_TTL, 7 * 86_400, "SANDBOX_TOKEN_TTL"),
    pusher: {
      appId: env.PUSHER_APP_ID?.trim() || "sandbox",
      key: env.PUSHER_KEY?.trim() || "sandbox-key",
      secret: env.PUSHER_SECRET?.trim() || devPusherSecret,
      host: env.PUSHER_HOST?.trim() || undefined,
      port: env.PUSHER_PORT?.trim() ? integer(env.PUSHER_PORT, 0, "PUSHER_PORT") : undefined,
      useTLS: (env.PUSHER_SCHEME?.trim().toLowerCase() || "https") === "https",
    },
    publicUrl: env.SANDBOX_PUBLIC_URL?.trim().replace(/\/+$/, "") || undefined,
    depositConfirmSeconds: integer(
      env.SANDBOX_DEPOSIT_CONFIRM_SECONDS,
      10,
      "SANDBOX_DEPOSIT_CONFIRM_SECONDS",
    ),
    withdrawalStepSeconds: integer(
      env.SANDBOX_WITHDRAWAL_STEP_SECONDS,
      30,
      "SANDBOX_WITHDRAWAL_STEP_SECONDS",
    ),
    rateTickSeconds: integer(env.SANDBOX_RATE_TICK_SECONDS, 15, "SANDBOX_RATE_TICK_SECONDS"),
    demoPlayers: Math.min(
      MAX_DEMO_PLAYERS,
      integer(env.SANDBOX_DEMO_PLAYERS, 0, "SANDBOX_DEMO_PLAYERS"),
    ),
    demoBetIntervalMs: Math.max(
      100,
      integer(env.SANDBOX_DEMO_BET_INTERVAL_MS, 3000, "SANDBOX_DEMO_BET_INTERVAL_MS"),
    ),
    jobIntervalMs: Math.max(
      50,
      integer(env.SANDBOX_JOB_INTERVAL_MS, 1000, "SANDBOX_JOB_INTERVAL_MS"),
    ),
    logLevel: env.SANDBOX_LOG_LEVEL?.trim() || "info",
    seed: flag(env.SANDBOX_SEED, true),
    rateLimits: defaultRateLimits,
    throttles: defaultThrottles,
    trustProxy: parseTrustProxy(env.SANDBOX_TRUST_PROXY),
    realtime: {
      maxConnectionsPerIp: integer(
        env.SANDBOX_WS_MAX_CONNECTIONS_PER_IP,
        100,
        "SANDBOX_WS_MAX_CONNECTIONS_PER_IP",
      ),
      maxChannelsPerSocket: integer(
        env.SANDBOX_WS_MAX_CHANNELS_PER_SOCKET,
        100,
        "SANDBOX_WS_MAX_CHANNELS_PER_SOCKET",
      ),
      maxMessagesPerSecond: integer(
        env.SANDBOX_WS_MAX_MESSAGES_PER_SECOND,
        20,
        "SANDBOX_WS_MAX_MESSAGES_PER_SECOND",
      ),
    },
    faults: faultsOf(env.SANDBOX_FAULTS),
  };
}
