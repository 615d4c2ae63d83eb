// The ports of @casino/core for a Node process: cookies and session storage in maps, a
// navigation that only remembers where the store sent it, the console as logger and the real
// laravel-echo + pusher-js realtime client.
import type { AppLocation, Platform, StoragePort } from "@casino/core";
import { createEchoRealtime } from "@casino/core/realtime-echo";

function mapStorage(): StoragePort {
  const cookies = new Map<string, string>();
  const session = new Map<string, string>();
  return {
    get: (name) => cookies.get(name),
    set: (name, value, options) => {
      if (options?.maxAge !== undefined && options.maxAge <= 0) cookies.delete(name);
      else cookies.set(name, value);
    },
    remove: (name) => void cookies.delete(name),
    session: {
      get: (name) => session.get(name),
      set: (name, value) => void session.set(name, value),
    },
  };
}

/** A Node {@link Platform} for the sandbox at `baseUrl` (its Pusher-protocol server shares the port). */
export function nodePlatform(baseUrl: string, pusherKey: string, verbose: boolean): Platform {
  const url = new URL(baseUrl);
  let location: AppLocation = { pathname: "/", search: "", hash: "" };
  const go = (path: string) => {
    const next = new URL(path, "http://app.invalid");
    location = { pathname: next.pathname, search: next.search, hash: next.hash };
  };
  const quiet = () => undefined;
  return {
    storage: mapStorage(),
    navigation: { location: () => location, push: go, replace: go, reload: quiet, assign: quiet },
    fingerprint: () => Promise.resolve("node-client"),
    config: {
      apiBaseUrl: baseUrl,
      broadcastAuthUrl: `${baseUrl}/broadcasting/auth`,
      pusher: {
        key: pusherKey,
        host: url.hostname,
        port: Number(url.port || (url.protocol === "https:" ? 443 : 80)),
        tls: url.protocol === "https:",
        cluster: "mt1",
      },
      siteHostname: "node-client.localhost",
      emailVerification: false,
      buildId: "node-client",
      shellKind: "email",
      externalUrl: baseUrl,
    },
    logger: {
      debug: verbose ? console.debug : quiet,
      info: verbose ? console.info : quiet,
      warn: (message, details) =>
        console.warn(
          `! ${message}${details instanceof Error ? `: ${details.message}` : ""}`,
          ...(verbose && details ? [details] : []),
        ),
      error: console.error,
    },
    realtime: createEchoRealtime,
  };
}
