/**
 * Publishing through the official `pusher` Node SDK to an external
 * Pusher-compatible server (soketi, Laravel Reverb, Pusher itself), used when
 * PUSHER_HOST is configured. Clients then connect to that server; the
 * sandbox's `/broadcasting/auth` signs with the same app key and secret.
 */
import Pusher from "pusher";
import type { Broadcaster } from "./broadcaster.ts";

export interface ExternalPusherConfig {
  appId: string;
  key: string;
  secret: string;
  host: string;
  port: number | undefined;
  useTLS: boolean;
}

/** The `pusher` SDK as a {@link Broadcaster}. */
export class PusherSdkBroadcaster implements Broadcaster {
  readonly description: string;
  readonly #client: Pusher;

  constructor(config: ExternalPusherConfig, client?: Pusher) {
    this.#client =
      client ??
      new Pusher({
        appId: config.appId,
        key: config.key,
        secret: config.secret,
        host: config.host,
        ...(config.port ? { port: String(config.port) } : {}),
        useTLS: config.useTLS,
      });
    this.description = `external Pusher server ${config.useTLS ? "https" : "http"}://${config.host}${config.port ? `:${config.port}` : ""} (app ${config.appId})`;
  }

  async publish(channel: string, event: string, data: unknown): Promise<void> {
    await this.#client.trigger(channel, event, data);
  }

  async close(): Promise<void> {}
}
