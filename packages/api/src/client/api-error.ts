/** Machine-readable kind of a failure the client itself detected (no usable HTTP response). */
export type ClientErrorCode = "timeout" | "aborted" | "unsupported_protocol";

/** Per-field validation messages: field name -> message keys. */
export type FieldErrors = Record<string, string[]>;

/** The messages of the failures the client detects itself (network, abort, timeout, protocol). */
export const clientErrorMessages = {
  timeout: (ms: number) => `timeout of ${ms}ms exceeded`,
  aborted: "Request aborted",
  unsupportedProtocol: (protocol: string) => `Unsupported protocol ${protocol}`,
} as const;

/** Options for {@link ApiError}. */
export interface ApiErrorInit {
  /** HTTP status, or 0 when no response was received. */
  status: number;
  message: string;
  /** Server message key (`invalid_credentials`, `rate_limited`, ...) or a {@link ClientErrorCode}. */
  code?: string | undefined;
  fieldErrors?: FieldErrors | undefined;
  /** The raw response body, when there was one. */
  body?: unknown;
}

/**
 * Every failure the API client reports, except network errors (those pass through untouched, as
 * the spec asks). `status` is 0 for client-side failures (timeout, aborted, unsupported protocol).
 */
export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly status: number;
  readonly code: string | undefined;
  readonly fieldErrors: FieldErrors;
  readonly body: unknown;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.fieldErrors = init.fieldErrors ?? {};
    this.body = init.body;
  }
}

/** Type guard for {@link ApiError} that also works across bundle copies. */
export function isApiError(error: unknown): error is ApiError {
  return (
    error instanceof ApiError ||
    (typeof error === "object" &&
      error !== null &&
      (error as { name?: unknown }).name === "ApiError")
  );
}

/**
 * Whether an error is a network failure: fetch rejects with a `TypeError` when no HTTP response
 * arrives. Checked by name so errors from another realm (a worker, a test VM) count too.
 */
export function isNetworkError(error: unknown): boolean {
  return (
    typeof error === "object" &&
    error !== null &&
    (error as { name?: unknown }).name === "TypeError"
  );
}
