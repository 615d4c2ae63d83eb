/**
 * The shared services every feature receives: configuration, database, clock,
 * rate limiter, outbox and sessions.
 */
import { IpCountries } from "./lib/geo.ts";
import { Sessions } from "./features/auth/sessions.ts";
import type { Db } from "./db/types.ts";
import { Outbox } from "./dev/outbox.ts";
import type { SandboxConfig } from "./env.ts";
import { DomainEvents } from "./lib/events.ts";
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
  /** Domain events (`sessionsEnded`, ...): features raise them, other parts subscribe. */
  events: DomainEvents;
  /** The one way to publish to clients: typed, contract-checked (player channels, `bets`, `rates`). */
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
  /** Called when a domain event listener throws. */
  onEventError?: (error: unknown, event: string) => void;
}): Services {
  const { config, db, clock } = options;
  const now = () => clock.now();
  const sessions = new Sessions(db, config.tokenTtlSeconds, now);
  return {
    config,
    db,
    clock,
    limiter: new RateLimiter(now),
    outbox: new Outbox(db, now),
    sessions,
    events: new DomainEvents(options.onEventError),
    realtime: options.realtime,
    ipCountries: new IpCountries(config.ipCountries),
    fetch: options.fetch ?? fetch,
    authenticate: (token) => sessions.authenticate(token),
  };
}
