/**
 * Errors a handler throws; the app turns each into the contract's `ErrorBody`
 * `{ success: false, message, code?, errors? }` with the right status. `code`
 * and the values of `errors` are message keys from the contract's MessageKey.
 */
import { messageFor } from "./messages.ts";

/** Field name (dotted for nested fields) -> message keys, first shown. */
export type FieldErrors = Record<string, string[]>;

export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly errors: FieldErrors | undefined;
  /** Seconds until a rate-limited client may retry (sent as `Retry-After`). */
  readonly retryAfter: number | undefined;
  /** Machine-readable facts of the refusal (the contract's `ErrorBody.details`). */
  readonly details: Record<string, unknown> | undefined;

  constructor(
    status: number,
    code: string | undefined,
    options: {
      errors?: FieldErrors;
      retryAfter?: number;
      message?: string;
      details?: Record<string, unknown>;
    } = {},
  ) {
    const first = Object.values(options.errors ?? {}).find((keys) => keys.length > 0)?.[0];
    super(options.message ?? messageFor(code ?? first ?? "invalid_value"));
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.errors = options.errors;
    this.retryAfter = options.retryAfter;
    this.details = options.details;
  }
}

/** 422 with per-field message keys (and an optional non-field code). */
export function validationError(errors: FieldErrors, code?: string): ApiError {
  return new ApiError(422, code, { errors });
}

/** 422 for one field (with an optional human message instead of the key's). */
export function fieldError(field: string, key: string, message?: string): ApiError {
  return new ApiError(422, undefined, {
    errors: { [field]: [key] },
    ...(message ? { message } : {}),
  });
}

/** 422 about no one field (e.g. `invalid_credentials`). */
export const unprocessable = (code: string) => new ApiError(422, code);
export const badRequest = () => new ApiError(400, "bad_request");
export const unauthenticated = () => new ApiError(401, "unauthenticated");
export const tokenExpired = () => new ApiError(401, "token_expired");
export const forbidden = (code = "forbidden") => new ApiError(403, code);
export const notFound = () => new ApiError(404, "not_found");
/** 403 of an operation marked `x-requires-consent` before the player confirmed age and terms. */
export const consentRequired = () => forbidden("consent_required");
export const tooManyRequests = (retryAfterSeconds: number) =>
  new ApiError(429, "rate_limited", { retryAfter: retryAfterSeconds });
