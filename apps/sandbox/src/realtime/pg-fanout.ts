/**
 * Several sandbox instances on one PostgreSQL: the built-in Pusher server of each instance only
 * knows its own sockets, so every realtime operation is fanned out through PostgreSQL
 * `LISTEN/NOTIFY` on one channel ({@link FANOUT_CHANNEL}). Each instance delivers to its own
 * sockets at once and notifies; every other instance, listening on a dedicated connection,
 * applies the notification to its own sockets (an instance ignores its own notifications, which
 * carry its id). Three operations travel: `publish` (channel + event + data), `grant` (the
 * session that authorised a socket's private channel, for the instance that holds the socket)
 * and `endSessions` (logout on A drops the player's private subscriptions on B).
 *
 * NOTIFY payloads must be shorter than 8000 bytes. An event whose message would not fit still
 * reaches this instance's sockets, but its fan-out is refused with a logged error: the other
 * instances' players miss it live (they see it on their next load). Most realtime payloads are a
 * few hundred bytes; only a long support answer in a 3-byte script (the conversation repeats the
 * message) can pass the limit. Storing large payloads in a table and notifying their id would lift
 * it, at the cost of a migration and a cleanup job (docs/sandbox.md).
 *
 * PGlite (one process) keeps the plain in-process server: this class is used only when the
 * database is PostgreSQL (`DATABASE_URL`) and no external Pusher server (`PUSHER_HOST`) is set.
 */
import { randomUUID } from "node:crypto";
import pg from "pg";
import type { Broadcaster, SessionGrant } from "./broadcaster.ts";
import type { PusherServer } from "./pusher-server.ts";

/** The one PostgreSQL notification channel of the realtime fan-out. */
export const FANOUT_CHANNEL = "sandbox_realtime";

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more (default build). */
export const MAX_NOTIFY_BYTES = 7999;

/** How long the listener waits before reconnecting after losing its connection. */
const RECONNECT_MS = 1_000;

/** One fanned-out operation (`o`: the instance that sent it). */
export type FanoutMessage =
  | { o: string; k: "publish"; c: string; e: string; d: unknown }
  | { o: string; k: "grant"; s: string; c: string; g: SessionGrant }
  | { o: string; k: "end"; u: number; t?: readonly number[] };

/** A realtime event too large for one NOTIFY payload. */
export class FanoutPayloadTooLarge extends Error {
  constructor(channel: string, event: string, bytes: number) {
    super(
      `Realtime event ${event} on ${channel} is ${bytes} bytes, over the ${MAX_NOTIFY_BYTES}-byte NOTIFY limit: not fanned out`,
    );
    this.name = "FanoutPayloadTooLarge";
  }
}

export interface PgFanoutOptions {
  /** This instance's own Pusher server (attached to its HTTP server). */
  local: PusherServer;
  /** The PostgreSQL database the instances share. */
  databaseUrl: string;
  log: {
    error(obj: object, msg: string): void;
    warn(obj: object, msg: string): void;
  };
}

/** The built-in Pusher server of this instance, fanned out to the others through PostgreSQL. */
export class PgFanoutBroadcaster implements Broadcaster {
  readonly description: string;
  /** This instance's id (notifications carrying it are its own). */
  readonly instanceId = randomUUID();
  readonly local: PusherServer;
  readonly #databaseUrl: string;
  readonly #log: PgFanoutOptions["log"];
  /** Sends NOTIFYs (a small pool of its own: never inside a request's transaction). */
  readonly #pool: pg.Pool;
  #listener: pg.Client | undefined;
  #closed = false;
  /** Payloads waiting for the NOTIFY in flight to end (then sent together, one statement). */
  #pending: { payload: string; done: () => void }[] = [];
  /** The NOTIFY statement in flight, if any. */
  #flushing: Promise<void> | undefined;
  #reconnect: NodeJS.Timeout | undefined;

  constructor(options: PgFanoutOptions) {
    this.local = options.local;
    this.#databaseUrl = options.databaseUrl;
    this.#log = options.log;
    this.#pool = new pg.Pool({ connectionString: options.databaseUrl, max: 2 });
    this.#pool.on("error", (error) => this.#log.error({ err: error }, "realtime fan-out pool"));
    this.description = `${options.local.description}, fanned out to every instance through PostgreSQL LISTEN/NOTIFY (${FANOUT_CHANNEL})`;
  }

  /** Connects the listener; resolves once this instance receives the other instances' events. */
  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.#databaseUrl });
    client.on("notification", (message) => {
      if (message.channel === FANOUT_CHANNEL && message.payload) this.#receive(message.payload);
    });
    client.on("error", (error) => {
      this.#log.error({ err: error }, "realtime fan-out listener lost its connection");
      this.#scheduleReconnect(client);
    });
    client.on("end", () => this.#scheduleReconnect(client));
    await client.connect();
    await client.query(`LISTEN ${FANOUT_CHANNEL}`);
    this.#listener = client;
  }

  async publish(channel: string, event: string, data: unknown): Promise<void> {
    const message: FanoutMessage = {
      o: this.instanceId,
      k: "publish",
      c: channel,
      e: event,
      d: data,
    };
    const payload = JSON.stringify(message);
    const bytes = Buffer.byteLength(payload);
    await this.local.publish(channel, event, data);
    if (bytes > MAX_NOTIFY_BYTES) {
      this.#log.error(
        { err: new FanoutPayloadTooLarge(channel, event, bytes), channel, event, bytes },
        "realtime: event not fanned out (too large for NOTIFY), delivered on this instance only",
      );
      return;
    }
    await this.#notify(payload);
  }

  grant(socketId: string, channel: string, grant: SessionGrant): void {
    this.local.grant(socketId, channel, grant);
    void this.#notify(
      JSON.stringify({ o: this.instanceId, k: "grant", s: socketId, c: channel, g: grant }),
    );
  }

  endSessions(userId: number, tokenIds?: readonly number[]): void {
    this.local.endSessions(userId, tokenIds);
    const message: FanoutMessage = tokenIds
      ? { o: this.instanceId, k: "end", u: userId, t: tokenIds }
      : { o: this.instanceId, k: "end", u: userId };
    void this.#notify(JSON.stringify(message));
  }

  async close(): Promise<void> {
    // What was raised before the close still goes out.
    while (this.#flushing) await this.#flushing;
    this.#closed = true;
    clearTimeout(this.#reconnect);
    const listener = this.#listener;
    this.#listener = undefined;
    await listener?.end().catch(() => undefined);
    await this.#pool.end();
    await this.local.close();
  }

  /**
   * Never throws: a failed NOTIFY is logged (this instance's sockets already got the event).
   * One statement is in flight at a time; what is raised meanwhile is sent next, together, in
   * order (`pg_notify` per payload over an array: one round-trip for a bet's several events,
   * docs/performance.md). Resolves once its payload is sent.
   */
  #notify(payload: string): Promise<void> {
    if (this.#closed) return Promise.resolve();
    return new Promise((done) => {
      this.#pending.push({ payload, done });
      this.#flushing ??= this.#flush();
    });
  }

  async #flush(): Promise<void> {
    while (this.#pending.length > 0) {
      const batch = this.#pending.splice(0);
      try {
        await this.#pool.query("select pg_notify($1, payload) from unnest($2::text[]) as payload", [
          FANOUT_CHANNEL,
          batch.map((item) => item.payload),
        ]);
      } catch (error) {
        this.#log.error({ err: error }, "realtime fan-out: NOTIFY failed");
      }
      for (const item of batch) item.done();
    }
    this.#flushing = undefined;
  }

  #receive(payload: string): void {
    let message: FanoutMessage;
    try {
      message = JSON.parse(payload) as FanoutMessage;
    } catch (error) {
      this.#log.warn({ err: error }, "realtime fan-out: unreadable notification");
      return;
    }
    if (message.o === this.instanceId) return;
    switch (message.k) {
      case "publish":
        void this.local.publish(message.c, message.e, message.d);
        break;
      case "grant":
        this.local.grant(message.s, message.c, message.g);
        break;
      case "end":
        this.local.endSessions(message.u, message.t);
        break;
    }
  }

  #scheduleReconnect(client: pg.Client): void {
    if (this.#closed || client !== this.#listener || this.#reconnect) return;
    this.#listener = undefined;
    client.removeAllListeners("end");
    void client.end().catch(() => undefined);
    this.#reconnect = setTimeout(() => {
      this.#reconnect = undefined;
      this.start().catch((error: unknown) => {
        this.#log.error({ err: error }, "realtime fan-out: reconnecting failed");
        // Try again later (the database may still be restarting).
        this.#listener = client;
        this.#scheduleReconnect(client);
      });
    }, RECONNECT_MS);
    this.#reconnect.unref();
  }
}
