/**
 * The sandbox of a test file whose tests listen on the realtime server: the Pusher clients a
 * test opens through `client()` are disconnected after the file, before the sandbox closes.
 */
import type Pusher from "pusher-js";
import type { SandboxConfig } from "../env.ts";
import { signedInPlayer } from "./accounts.ts";
import { useSandbox, type Sandbox } from "./harness.ts";
import { pusherClient } from "./realtime-client.ts";

export interface RealtimeSandbox {
  sandbox: Sandbox;
  /** A Pusher client of the sandbox (a player's, with `token`), disconnected after the file. */
  client(token?: string): Pusher;
}

/** Registers the file's sandbox and the disconnection of its realtime clients. */
export function useRealtimeSandbox(overrides: Partial<SandboxConfig> = {}): RealtimeSandbox {
  const clients: Pusher[] = [];
  // Registered before useSandbox's close, so it runs first (jest runs afterAll in order).
  afterAll(() => {
    for (const client of clients.splice(0)) client.disconnect();
  });
  const sandbox = useSandbox(overrides);
  return {
    sandbox,
    client(token) {
      const client = pusherClient(sandbox, token);
      clients.push(client);
      return client;
    },
  };
}

/** A new signed-in player with its user id (the id names its private channel). */
export async function playerWithId(sandbox: Sandbox, prefix: string) {
  const player = await signedInPlayer(sandbox, prefix);
  const me = await sandbox.call("GET", "/api/user/information", { token: player.token });
  return { ...player, id: me.body.data.id as number };
}
