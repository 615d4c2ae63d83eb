/**
 * Where realtime events go. Features publish through a {@link Broadcaster};
 * the sandbox has two: its own Pusher-protocol server (./pusher-server.ts)
 * and the official `pusher` SDK publishing to an external Pusher-compatible
 * server (./pusher-sdk.ts) when PUSHER_HOST is configured.
 */

/** The session (bearer token) that authorised a private-channel subscription. */
export interface SessionGrant {
  userId: number;
  tokenId: number;
}

/** Publishes events on Pusher channels. */
export interface Broadcaster {
  /** Human description for the start banner. */
  readonly description: string;
  /**
   * Sends `event` with `data` to every subscriber of `channel` (Pusher name: `private-player.42`,
   * `bets`, `rates`).
   */
  publish(channel: string, event: string, data: unknown): Promise<void>;
  /** Stops the broadcaster (closes sockets, flushes). */
  close(): Promise<void>;
  /** Remembers the session that authorised a socket's private channel (servers that can). */
  grant?(socketId: string, channel: string, grant: SessionGrant): void;
  /** Drops private subscriptions of ended sessions: `tokenIds`, or every one of the player's. */
  endSessions?(userId: number, tokenIds?: readonly number[]): void;
}

/** A broadcaster that remembers what it published (tests, and the external mode's dry run). */
export class RecordingBroadcaster implements Broadcaster {
  readonly description = "recording (no delivery)";
  readonly published: { channel: string; event: string; data: unknown }[] = [];

  async publish(channel: string, event: string, data: unknown): Promise<void> {
    this.published.push({ channel, event, data });
  }

  async close(): Promise<void> {}
}
