/**
 * Who may call the dev endpoints (`/dev/...`). They mint signed Telegram data, move money and
 * publish events with no authentication, so:
 *
 * - only loopback callers, judged by the socket's address (never a forwarded header), and only
 *   with a loopback `Host` (a page on another name resolved to 127.0.0.1 — DNS rebinding — is
 *   refused), unless `SANDBOX_DEV_OPEN` opens them;
 * - never cross-site: a request whose `Origin` is neither an allowed CORS origin nor the sandbox
 *   itself is refused, whatever the address;
 * - bodies only as JSON (a cross-site page cannot send JSON without a CORS preflight).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { errorEnvelope } from "../lib/envelope.ts";
import { ApiError } from "../lib/errors.ts";

export interface DevGuardOptions {
  /** `SANDBOX_DEV_OPEN`: callers on any address are answered. */
  open: boolean;
  /** Origins allowed by CORS (`SANDBOX_CORS_ORIGINS`). */
  corsOrigins: readonly string[];
}

/** Whether a socket address is a loopback one (127.0.0.0/8, ::1, IPv4-mapped 127.x). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith("::ffff:") ? address.slice(7) : address;
  if (/^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4)) return true;
  return address === "::1" || address === "0:0:0:0:0:0:0:1";
}

/** Whether a `Host` header names this machine (`localhost`, `*.localhost`, 127.x, `[::1]`). */
export function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  let hostname: string;
  try {
    hostname = new URL(`http://${host}`).hostname.toLowerCase();
  } catch {
    return false;
  }
  if (hostname === "localhost" || hostname.endsWith(".localhost")) return true;
  if (hostname === "[::1]") return true;
  return isLoopbackAddress(hostname);
}

/** Whether a path is one of the dev endpoints. */
export function isDevPath(url: string): boolean {
  const path = url.split("?", 1)[0]!;
  return path === "/dev" || path.startsWith("/dev/");
}

function refuse(reply: FastifyReply, status: number, message: string, code: string) {
  return reply.code(status).send(errorEnvelope(new ApiError(status, code, { message })));
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers["content-length"];
  if (length !== undefined) return Number(length) > 0;
  return request.headers["transfer-encoding"] !== undefined;
}

/** The reason a request to a dev endpoint is refused, or null when it may go on. */
export function devRefusal(
  request: FastifyRequest,
  options: DevGuardOptions,
): { status: number; code: string; message: string } | null {
  if (!options.open) {
    if (!isLoopbackAddress(request.socket.remoteAddress) || !isLoopbackHost(request.headers.host))
      return {
        status: 403,
        code: "forbidden",
        message:
          "The dev endpoints answer only callers on this machine (set SANDBOX_DEV_OPEN=1 to open them).",
      };
  }
  const origin = request.headers.origin;
  if (origin !== undefined) {
    const self = `${request.protocol}://${request.headers.host ?? ""}`;
    if (origin !== self && !options.corsOrigins.includes(origin))
      return {
        status: 403,
        code: "forbidden",
        message: "The dev endpoints refuse cross-site requests.",
      };
  }
  if (hasBody(request)) {
    const type = (request.headers["content-type"] ?? "").split(";", 1)[0]!.trim().toLowerCase();
    if (type !== "application/json")
      return {
        status: 415,
        code: "bad_request",
        message: "The dev endpoints accept only JSON bodies (Content-Type: application/json).",
      };
  }
  return null;
}

/** Refuses, before any parsing, the dev-endpoint requests {@link devRefusal} does not let through. */
export function registerDevGuard(app: FastifyInstance, options: DevGuardOptions): void {
  app.addHook("onRequest", async (request, reply) => {
    if (!isDevPath(request.url) && !isDevPath(request.routeOptions.url ?? "")) return;
    const refusal = devRefusal(request, options);
    if (refusal) return refuse(reply, refusal.status, refusal.message, refusal.code);
  });
}
