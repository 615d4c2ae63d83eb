/**
 * The shared services every feature receives: configuration, database, clock,
 * rate limiter, outbox and sessions.
 */
import { PlayerEvents } from "./accounts/events.ts";
import { IpCountries } from "./accounts/geo.ts";
import { Sessions } from "./accounts/sessions.ts";
import type { Db } from "./db/types.ts";
import { Outbox } from "./dev/outbox.ts";
import type { SandboxConfig } from "./env.ts";
import type { Auth } from "./lib/handler.ts";
import { RateLimiter } from "./lib/rate-limit.ts";
import type { Realtime } from "./realtime/realtime.ts";

/** A time source in milliseconds since the epoch (tests can move it). */
export interface Clock {
  now(): number;
}

export interface Services {
  config: SandboxConfig;
  db: Db;
  clock: Clock;
  limiter: RateLimiter;
  outbox: Outbox;
  sessions: Sessions;
  /** Player events for the realtime channel (`verified_email`, `verified_otp`, ...). */
  events: PlayerEvents;
  /** Typed, contract-checked realtime publishing (player channels, `bets`, `rates`). */
  realtime: Realtime;
  /** Client IP -> country (SANDBOX_IP_COUNTRIES). */
  ipCountries: IpCountries;
  /** HTTP client for real social providers (tests inject a fake). */
  fetch: typeof fetch;
  authenticate(token: string): Promise<Auth | "expired" | undefined>;
}

/** Wires the services for one app instance. */
export function createServices(options: {
  config: SandboxConfig;
  db: Db;
  clock: Clock;
  realtime: Realtime;
  fetch?: typeof fetch;
}): Services {
  const { config, db, clock } = options;
  const now = () => clock.now();
  const sessions = new Sessions(db, config.tokenTtlSeconds, now, (userId, tokenIds) =>
    options.realtime.endSessions(userId, tokenIds),
  );
  return {
    config,
    db,
    clock,
    limiter: new RateLimiter(now),
    outbox: new Outbox(db, now),
    sessions,
    events: new PlayerEvents(),
    realtime: options.realtime,
    ipCountries: new IpCountries(config.ipCountries),
    fetch: options.fetch ?? fetch,
    authenticate: (token) => sessions.authenticate(token),
  };
}
