import { data, type LoaderFunctionArgs } from "react-router";

/** A page parameter: a numeric id or a slug (letters, digits, `-`, `_`), at most 191 characters. */
export const PAGE_PARAM_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,190}$/;

/** Whether a page parameter is well-formed. */
export function isValidPageParam(value: string | undefined): boolean {
  return typeof value === "string" && PAGE_PARAM_PATTERN.test(value);
}

/**
 * A route loader that answers 404 (page not found) when the parameter `name` is malformed
 * (a page parameter that fails validation gives a 404).
 */
export function validateParam(name: string) {
  return ({ params }: LoaderFunctionArgs) => {
    if (!isValidPageParam(params[name])) throw data(null, { status: 404 });
    return null;
  };
}

/** A reset-password token: 16 to 255 URL-safe characters. */
export function validateToken({ params }: LoaderFunctionArgs) {
  if (!/^[A-Za-z0-9_-]{16,255}$/.test(params.token ?? "")) throw data(null, { status: 404 });
  return null;
}
