import type { RequestError } from "@casino/core";

/** Reads a {@link RequestError} out of an RTK Query error (or anything thrown). */
export function asRequestError(error: unknown): RequestError | null {
  if (!error || typeof error !== "object") return null;
  const candidate = error as Partial<RequestError>;
  if (typeof candidate.status === "number" && typeof candidate.message === "string") {
    return {
      status: candidate.status,
      message: candidate.message,
      code: candidate.code,
      fieldErrors: candidate.fieldErrors ?? {},
      ...(candidate.details ? { details: candidate.details } : {}),
    } as RequestError;
  }
  return null;
}

/** Field errors of a failure as formik errors: the first key of each field. */
export function fieldErrorsOf(error: RequestError | null | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [field, keys] of Object.entries(error?.fieldErrors ?? {})) {
    if (keys[0]) result[field] = keys[0];
  }
  return result;
}
