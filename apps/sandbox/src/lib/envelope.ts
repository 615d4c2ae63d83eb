/**
 * The response envelope every endpoint uses: `{ success, data, message }` on
 * success, `{ success: false, message, code?, errors? }` on failure.
 */
import type { ApiError, FieldErrors } from "./errors.ts";

/** What a handler returns: the data of the envelope plus an optional message and status. */
export interface Reply<T = unknown> {
  status?: number;
  data: T;
  message?: string;
}

/** A reply that bypasses the envelope: a page (string) or a bare JSON object (Pusher's auth answer). */
export interface RawReply {
  status?: number;
  contentType: string;
  raw: string | Record<string, unknown>;
}

export interface SuccessEnvelope<T = unknown> {
  success: true;
  data: T;
  message: string;
}

export interface ErrorEnvelope {
  success: false;
  message: string;
  code?: string;
  errors?: FieldErrors;
  details?: Record<string, unknown>;
}

/** A successful reply carrying `data`. */
export function ok<T>(data: T, message = "success", status = 200): Reply<T> {
  return { status, data, message };
}

/** Wraps a handler reply in the success envelope. */
export function successEnvelope<T>(reply: Reply<T>): SuccessEnvelope<T> {
  return { success: true, data: reply.data, message: reply.message ?? "success" };
}

/** The error envelope for an {@link ApiError}. */
export function errorEnvelope(error: ApiError): ErrorEnvelope {
  return {
    success: false,
    message: error.message,
    ...(error.code ? { code: error.code } : {}),
    ...(error.errors ? { errors: error.errors } : {}),
    ...(error.details ? { details: error.details } : {}),
  };
}
