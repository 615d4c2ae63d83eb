import { isApiError, isNetworkError } from "@casino/api";

/** A failed request as it is kept in the store (serialisable). */
export interface RequestError {
  /** HTTP status; 0 when no response arrived (network error, timeout). */
  status: number;
  /** Server message, or a generic one. */
  message: string;
  /** Server message key (`invalid_credentials`, ...), when given. */
  code?: string;
  /** Per-field message keys. */
  fieldErrors: Record<string, string[]>;
  /** Machine-readable facts of the failure (`ErrorBody.details`, e.g. which limit refused). */
  details?: Record<string, unknown>;
}

/** The text shown when a failure has no message of its own (the error catalogue's generic text). */
export const GENERIC_ERROR_MESSAGE = "Something went wrong. Please try again.";

/** Whether `value` already is a {@link RequestError} (as RTK Query's `unwrap` throws it). */
function isRequestError(value: unknown): value is RequestError {
  if (typeof value !== "object" || value === null || value instanceof Error) return false;
  const candidate = value as Partial<RequestError>;
  return (
    typeof candidate.status === "number" &&
    typeof candidate.message === "string" &&
    typeof candidate.fieldErrors === "object"
  );
}

/** Converts anything thrown by the API client (or an endpoint's `unwrap`) into a {@link RequestError}. */
export function toRequestError(error: unknown): RequestError {
  if (isRequestError(error)) return error;
  if (isApiError(error)) {
    const result: RequestError = {
      status: error.status,
      message: error.message || GENERIC_ERROR_MESSAGE,
      fieldErrors: error.fieldErrors,
    };
    if (error.code) result.code = error.code;
    const details = (error.body as { details?: unknown } | null | undefined)?.details;
    if (typeof details === "object" && details !== null && !Array.isArray(details))
      result.details = details as Record<string, unknown>;
    return result;
  }
  if (isNetworkError(error))
    return { status: 0, message: "Network Error", code: "network_error", fieldErrors: {} };
  return {
    status: 0,
    message: error instanceof Error && error.message ? error.message : GENERIC_ERROR_MESSAGE,
    fieldErrors: {},
  };
}
