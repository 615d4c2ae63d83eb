import { ApiError, clientErrorMessages, isNetworkError } from "./api-error.ts";

/** HTTP methods that are safe to repeat: only these are retried. */
const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);
const supportedProtocols = new Set(["http:", "https:"]);
const nullBodyStatuses = new Set([101, 204, 205, 304]);

/** Options for {@link createTransport}. */
export interface TransportOptions {
  fetch: typeof globalThis.fetch;
  timeoutMs: number;
  /** Extra attempts for safe methods after a network error, timeout or 5xx. */
  retries: number;
}

/** Whether a failed attempt may be repeated (the caller's own abort never is). */
function isRetryable(outcome: Response | unknown): boolean {
  if (outcome instanceof Response) return outcome.status >= 500;
  if (outcome instanceof ApiError) return outcome.code === "timeout";
  return isNetworkError(outcome);
}

/**
 * A fetch function with the spec's transport rules: a timeout per attempt, the caller's abort
 * signal honoured, only http(s) URLs, and a retry for safe methods only.
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
      if (attempt < attempts && isRetryable(outcome)) continue;
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

function abortedError() {
  return new ApiError({ status: 0, code: "aborted", message: clientErrorMessages.aborted });
}
