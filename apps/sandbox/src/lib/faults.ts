/**
 * Development-only fault injection (`SANDBOX_FAULTS`, docs/sandbox.md "Faults"): added latency on
 * every request, a rate of 503 answers on the contract's safe calls (GET and HEAD under `/api/`,
 * never a POST: no money moves twice), and periodic drops of every WebSocket connection of the
 * built-in realtime server. The dev endpoints (`/dev/...`) are never slowed or failed: tests and
 * journeys drive the sandbox through them.
 */
import type { FastifyInstance } from "fastify";
import { errorEnvelope } from "./envelope.ts";
import { ApiError } from "./errors.ts";
import { messageFor } from "./messages.ts";

/** The parsed `SANDBOX_FAULTS`. */
export interface Faults {
  /** Added latency in milliseconds, drawn uniformly from `[min, max]` per request. */
  latencyMs: { min: number; max: number } | undefined;
  /** Share (0..1) of safe API calls answered 503 instead. */
  errorRate: number;
  /** Seconds between drops of every WebSocket connection; 0: never. */
  dropEverySeconds: number;
}

/** The largest latency accepted (a minute); more is a typo, not a fault. */
export const MAX_FAULT_LATENCY_MS = 60_000;

const SAFE_METHODS: ReadonlySet<string> = new Set(["GET", "HEAD"]);

/**
 * Parses `SANDBOX_FAULTS`: comma-separated `key=value` pairs, each key at most once:
 * `latency=MS` or `latency=MIN-MAX`, `error-rate=R` (0 to 1), `drop-every=SECONDS` (a positive
 * integer). Empty or unset: no faults (`undefined`).
 * @throws {Error} naming the first bad entry and the accepted syntax
 */
export function parseFaults(text: string | undefined): Faults | undefined {
  const trimmed = text?.trim() ?? "";
  if (!trimmed) return undefined;
  const faults: Faults = { latencyMs: undefined, errorRate: 0, dropEverySeconds: 0 };
  const seen = new Set<string>();
  const syntax = "expected e.g. 'latency=50-200,error-rate=0.1,drop-every=20'";
  for (const entry of trimmed.split(",").map((part) => part.trim())) {
    const match = /^([a-z-]+)\s*=\s*(.+)$/.exec(entry);
    if (!match) throw new Error(`'${entry}' is not key=value (${syntax})`);
    const [, key, raw] = match as unknown as [string, string, string];
    const value = raw.trim();
    if (seen.has(key)) throw new Error(`'${key}' is given twice`);
    seen.add(key);
    switch (key) {
      case "latency": {
        const range = /^(\d+)(?:-(\d+))?$/.exec(value);
        const min = range ? Number(range[1]) : NaN;
        const max = range?.[2] !== undefined ? Number(range[2]) : min;
        if (!range || min > max || max > MAX_FAULT_LATENCY_MS)
          throw new Error(
            `latency must be milliseconds or a range MIN-MAX with MIN <= MAX <= ${MAX_FAULT_LATENCY_MS}, got '${value}'`,
          );
        faults.latencyMs = { min, max };
        break;
      }
      case "error-rate": {
        const rate = /^\d+(\.\d+)?$/.test(value) ? Number(value) : NaN;
        if (!(rate >= 0 && rate <= 1))
          throw new Error(`error-rate must be a number from 0 to 1, got '${value}'`);
        faults.errorRate = rate;
        break;
      }
      case "drop-every": {
        const seconds = /^\d+$/.test(value) ? Number(value) : NaN;
        if (!(seconds >= 1))
          throw new Error(
            `drop-every must be a whole number of seconds (1 or more), got '${value}'`,
          );
        faults.dropEverySeconds = seconds;
        break;
      }
      default:
        throw new Error(`unknown fault '${key}' (known: latency, error-rate, drop-every)`);
    }
  }
  return faults;
}

/** One line for the start-up banner, e.g. `latency 50-200 ms, 10% 503 on GET/HEAD, drop every 20 s`. */
export function describeFaults(faults: Faults): string {
  const parts: string[] = [];
  if (faults.latencyMs) {
    const { min, max } = faults.latencyMs;
    parts.push(`latency ${min === max ? min : `${min}-${max}`} ms`);
  }
  if (faults.errorRate > 0)
    parts.push(`${Math.round(faults.errorRate * 1000) / 10}% 503 on API GET/HEAD`);
  if (faults.dropEverySeconds > 0) parts.push(`WebSocket drops every ${faults.dropEverySeconds} s`);
  return parts.join(", ") || "none";
}

export interface FaultOptions {
  /** Closes every realtime connection abruptly (the built-in server's `dropConnections`). */
  dropConnections?: () => void;
  /** Random source in [0, 1) (tests make it deterministic); defaults to `Math.random`. */
  random?: () => number;
}

/**
 * Installs the faults on `app`: an `onRequest` hook for latency and 503s, and a timer that drops
 * every WebSocket connection (cleared when the app closes).
 */
export function registerFaults(app: FastifyInstance, faults: Faults, options: FaultOptions = {}) {
  const random = options.random ?? Math.random;
  app.addHook("onRequest", async (request, reply) => {
    const path = request.url;
    if (path.startsWith("/dev/")) return;
    if (faults.latencyMs) {
      const { min, max } = faults.latencyMs;
      const delay = min + Math.round(random() * (max - min));
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    }
    if (
      faults.errorRate > 0 &&
      SAFE_METHODS.has(request.method) &&
      path.startsWith("/api/") &&
      random() < faults.errorRate
    ) {
      const error = new ApiError(503, undefined, { message: messageFor("server_error") });
      return reply.code(503).header("retry-after", "1").send(errorEnvelope(error));
    }
  });
  if (faults.dropEverySeconds > 0 && !options.dropConnections)
    app.log.warn("faults: drop-every ignored, realtime is an external Pusher server (PUSHER_HOST)");
  if (faults.dropEverySeconds > 0 && options.dropConnections) {
    const drop = options.dropConnections;
    const timer = setInterval(() => {
      app.log.warn("faults: dropping every WebSocket connection");
      drop();
    }, faults.dropEverySeconds * 1000);
    timer.unref();
    app.addHook("onClose", async () => clearInterval(timer));
  }
}
