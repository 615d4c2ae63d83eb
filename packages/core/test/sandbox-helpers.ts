// Helpers for the flows against the real sandbox: stores on a memory platform whose realtime
// factory is the real laravel-echo + pusher-js one, players, dev endpoints.
import {
  makeStore,
  type AppStore,
  type RealtimeConnection,
  type RealtimeOptions,
} from "../src/index.ts";
import { createEchoRealtime } from "../src/realtime-echo/index.ts";
import {
  createMemoryPlatform,
  until as untilHolds,
  type MemoryPlatform,
} from "../src/testing/index.ts";
import type { SandboxProcess } from "./sandbox-process.ts";

export { newPlayer } from "../src/testing/index.ts";

/** `until` with the sandbox's patience: 15 s unless told otherwise. */
export const until = (predicate: () => boolean, ms = 15_000, what = "condition") =>
  untilHolds(predicate, { timeout: ms, what });

/** A realtime factory over the real Echo adapter that keeps the connections it made. */
export interface RecordingEchoRealtime {
  (options: RealtimeOptions): RealtimeConnection;
  readonly connections: { options: RealtimeOptions; connection: RealtimeConnection }[];
}

function recordingEchoRealtime(): RecordingEchoRealtime {
  const connections: RecordingEchoRealtime["connections"] = [];
  const factory = (options: RealtimeOptions) => {
    const connection = createEchoRealtime(options);
    connections.push({ options, connection });
    return connection;
  };
  return Object.assign(factory, { connections });
}

/** A memory platform talking to the sandbox over HTTP and its Pusher-protocol server over WebSocket. */
export type SandboxPlatform = Omit<MemoryPlatform, "realtime"> & {
  realtime: RecordingEchoRealtime;
};

/** Starts stores against one sandbox; `closeAll()` in `afterEach`. */
export function storeFactory(sandbox: () => SandboxProcess) {
  const stores: AppStore[] = [];
  return {
    start(options: { cookies?: Record<string, string>; path?: string } = {}): {
      store: AppStore;
      platform: SandboxPlatform;
    } {
      const { base, port } = sandbox();
      const memory = createMemoryPlatform({
        cookies: { clear_cookie: "1", ...options.cookies },
        path: options.path ?? "/",
        config: {
          apiBaseUrl: base,
          broadcastAuthUrl: `${base}/broadcasting/auth`,
          pusher: { key: "sandbox-key", host: "127.0.0.1", port, tls: false, cluster: "mt1" },
        },
      });
      const platform: SandboxPlatform = { ...memory, realtime: recordingEchoRealtime() };
      const store = makeStore({ platform });
      stores.push(store);
      return { store, platform };
    },
    closeAll() {
      for (const store of stores.splice(0)) store.close();
    },
  };
}

/** Calls the sandbox (API or dev endpoint) with JSON; returns the envelope's `data`, throws on an error status. */
export async function sandboxCall<T = unknown>(
  sandbox: SandboxProcess,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<T> {
  const response = await fetch(`${sandbox.base}${path}`, {
    method,
    headers: {
      accept: "application/json",
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const envelope = (await response.json()) as { data?: T; message?: string };
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${envelope.message}`);
  return envelope.data as T;
}

/** Sets a player's wallet balance through the sandbox's dev endpoint. */
export function setBalance(
  sandbox: SandboxProcess,
  userId: number,
  entityWalletCode: string,
  balance: string,
): Promise<unknown> {
  return sandboxCall(sandbox, "PUT", "/dev/wallets/balance", {
    user_id: userId,
    entity_wallet_code: entityWalletCode,
    balance,
  });
}
