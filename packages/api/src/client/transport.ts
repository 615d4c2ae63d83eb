import { ApiError, clientErrorMessages, isNetworkError } from "./api-error.ts";

/** HTTP methods that are safe to repeat: only these are retried. */
const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);
const supportedProtocols = new Set(["http:", "https:"]);
const nullBodyStatuses = new Set([101, 204, 205, 304]);
/** The longest `Retry-After` wait honoured before the one retry, in ms (a longer hint is capped). */
export const RETRY_AFTER_CAP_MS = 1_000;

/** Options for {@link createTransport}. */
export interface TransportOptions {
  fetch: typeof globalThis.fetch;
  timeoutMs: number;
  /** Extra attempts for safe methods after a network error, timeout or 5xx. */
  retries: number;
}

/**
 * How long to wait before retrying: a `Retry-After` header (seconds or an HTTP date) capped at
 * {@link RETRY_AFTER_CAP_MS}; no wait without one.
 */
export function retryDelayMs(outcome: Response | unknown, now = Date.now()): number {
  const header = outcome instanceof Response ? outcome.headers.get("Retry-After") : null;
  if (!header) return 0;
  const seconds = Number(header.trim());
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - now;
  if (!Number.isFinite(ms) || ms <= 0) return 0;
  return Math.min(ms, RETRY_AFTER_CAP_MS);
}

/** Whether a failed attempt may be repeated (the caller's own abort never is). */
function isRetryable(outcome: Response | unknown): boolean {
  if (outcome instanceof Response) return outcome.status >= 500;
  if (outcome instanceof ApiError) return outcome.code === "timeout";
  return isNetworkError(outcome);
}

/**
 * A fetch function with the spec's transport rules: a timeout per attempt, the caller's abort
 * signal honoured, only http(s) URLs, and a retry for safe methods only (after the answer's
 * `Retry-After`, capped at {@link RETRY_AFTER_CAP_MS}).
 */
export function createTransport({ fetch: fetchImpl, timeoutMs, retries }: TransportOptions) {
  return async function transport(request: Request): Promise<Response> {
    const protocol = new URL(request.url).protocol;
    if (!supportedProtocols.has(protocol)) {
      throw new ApiError({
        status: 0,
        code: "unsupported_protocol",
        message: clientErrorMessages.unsupportedProtocol(protocol),
      });
    }
    const method = request.method.toUpperCase();
    const body = method === "GET" || method === "HEAD" ? undefined : await request.arrayBuffer();
    const attempts = safeMethods.has(method) ? 1 + retries : 1;

    let outcome: Response | unknown;
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      outcome = await attemptOnce(request, body, fetchImpl, timeoutMs).catch(
        (error: unknown) => error,
      );
      if (outcome instanceof Response && outcome.status < 500) return outcome;
      if (attempt < attempts && isRetryable(outcome)) {
        const delay = retryDelayMs(outcome);
        if (delay > 0) await wait(delay, request.signal);
        continue;
      }
      break;
    }
    if (outcome instanceof Response) return outcome;
    throw outcome;
  };
}

async function attemptOnce(
  request: Request,
  body: ArrayBuffer | undefined,
  fetchImpl: typeof globalThis.fetch,
  timeoutMs: number,
): Promise<Response> {
  if (request.signal.aborted) throw abortedError();
  const controller = new AbortController();
  let timedOut = false;
  const onCallerAbort = () => controller.abort();
  request.signal.addEventListener("abort", onCallerAbort);
  const timer = globalThis.setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const response = await fetchImpl(request.url, {
      method: request.method,
      headers: request.headers,
      body,
      credentials: request.credentials,
      redirect: request.redirect,
      signal: controller.signal,
    });
    // Read the whole body inside the timeout window, so a stalled body also times out.
    const payload = nullBodyStatuses.has(response.status) ? null : await response.arrayBuffer();
    return new Response(payload, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  } catch (error) {
    if (timedOut) {
      throw new ApiError({
        status: 0,
        code: "timeout",
        message: clientErrorMessages.timeout(timeoutMs),
      });
    }
    if (request.signal.aborted) throw abortedError();
    throw error;
  } finally {
    globalThis.clearTimeout(timer);
    request.signal.removeEventListener("abort", onCallerAbort);
  }
}

/** Waits `ms`, cut short by the caller's abort (the next attempt then reports it). */
function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      globalThis.clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    };
    const timer = globalThis.setTimeout(done, ms);
    signal.addEventListener("abort", done);
  });
}

function abortedError() {
  return new ApiError({ status: 0, code: "aborted", message: clientErrorMessages.aborted });
}
