import createClient, { type Client, type MaybeOptionalInit } from "openapi-fetch";
import type {
  HttpMethod,
  MediaType,
  PathsWithMethod,
  ResponseObjectMap,
  SuccessResponse,
} from "openapi-typescript-helpers";
import type { paths } from "../generated/schema.ts";
import { ApiError, type FieldErrors } from "./api-error.ts";
import { createTransport } from "./transport.ts";

/** The request timeout: 50 s per attempt. */
export const DEFAULT_TIMEOUT_MS = 50_000;

/** Values the client reads before every request; the platform supplies them. */
export interface ApiRequestContext {
  /** Bearer token of the signed-in player. */
  token?: string | null | undefined;
  /** Interface language, sent as `X-localization`. */
  language?: string | undefined;
  /** Site hostname, sent as `X-Domain`. */
  domain?: string | undefined;
  /** Client IP when forwarded, sent as `X-Forwarded-For`. */
  forwardedFor?: string | undefined;
  /** Second forwarded client IP, sent as `X-Forwarded-For-2`. */
  forwardedFor2?: string | undefined;
}

/** Options for {@link createApiClient}. */
export interface ApiClientOptions {
  /** Origin of the API, e.g. `http://localhost:4000`. */
  baseUrl: string;
  /** Read before every request (token, language, domain, forwarded IPs). */
  context?: () => ApiRequestContext;
  /**
   * Called on any 401 response, before the error is thrown, with the bearer token the request
   * carried (null without one): a 401 for a token the caller has dropped since is stale.
   */
  onUnauthorized?: (error: ApiError, sent: { token: string | null }) => void;
  /** Called on a 403 response whose content type is HTML (the platform forces a full reload). */
  onForbiddenHtml?: (error: ApiError) => void;
  /**
   * Called on a 403 refusal of the API itself (JSON, not a firewall's HTML page), before the error
   * is thrown: for a reaction app-wide to its code (`consent_required` opens the consent dialog).
   */
  onForbidden?: (error: ApiError) => void;
  /** Per-attempt timeout; defaults to {@link DEFAULT_TIMEOUT_MS}. */
  timeoutMs?: number;
  /** Fetch implementation; defaults to the global one. */
  fetch?: typeof globalThis.fetch;
}

/** The `data` of a `{success, data, message}` envelope, or the body itself when it is not enveloped. */
export type Unwrapped<Body> = Body extends { success: boolean; data: infer Data; message: string }
  ? Data
  : Body;

type Operation<Paths, Path extends keyof Paths, Method extends HttpMethod> =
  Paths[Path] extends Record<Method, infer Op> ? Op : never;
type SuccessBody<Op> =
  Op extends Record<string | number, unknown>
    ? SuccessResponse<ResponseObjectMap<Op>, MediaType>
    : never;
/** What an unwrapping call resolves with for a path and method. */
export type ApiData<Paths, Path extends keyof Paths, Method extends HttpMethod> = Unwrapped<
  SuccessBody<Operation<Paths, Path, Method>>
>;

type InitFor<PathItem, Method extends HttpMethod> = Method extends keyof PathItem
  ? MaybeOptionalInit<PathItem, Method>
  : never;
type InitArgs<Init> = undefined extends Init ? [init?: Init] : [init: Init];

type UnwrappingMethod<Paths extends object, Method extends HttpMethod> = <
  Path extends PathsWithMethod<Paths, Method>,
>(
  path: Path,
  ...init: InitArgs<InitFor<Paths[Path], Method>>
) => Promise<ApiData<Paths, Path, Method>>;

/** The typed API client: one unwrapping method per HTTP verb, plus the raw openapi-fetch client. */
export interface ApiClient<Paths extends object = paths> {
  get: UnwrappingMethod<Paths, "get">;
  post: UnwrappingMethod<Paths, "post">;
  put: UnwrappingMethod<Paths, "put">;
  patch: UnwrappingMethod<Paths, "patch">;
  delete: UnwrappingMethod<Paths, "delete">;
  /** openapi-fetch client with the same headers and transport, without envelope unwrapping. */
  raw: Client<Paths>;
}

/**
 * Creates the typed client that applies every call rule in one place (headers, envelope, errors):
 * headers, envelope unwrapping into data or {@link ApiError}, timeout, one retry for safe methods,
 * the 401 and 403 hooks. Network errors are rethrown untouched.
 */
export function createApiClient<Paths extends object = paths>(
  options: ApiClientOptions,
): ApiClient<Paths> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const raw = createClient<Paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ""),
    fetch: createTransport({
      fetch: options.fetch ?? globalThis.fetch.bind(globalThis),
      timeoutMs,
      retries: 1,
    }),
  });
  raw.use({
    onRequest({ request }) {
      applyHeaders(request.headers, options.context?.() ?? {});
      return request;
    },
  });

  const call =
    (method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE") =>
    async (path: string, init?: object): Promise<unknown> => {
      const invoke = raw[method] as (
        p: string,
        i?: object,
      ) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
      const token = options.context?.().token ?? null;
      const { data, error, response } = await invoke(path, init);
      return unwrap(response, data, error, options, token);
    };

  return {
    get: call("GET") as UnwrappingMethod<Paths, "get">,
    post: call("POST") as UnwrappingMethod<Paths, "post">,
    put: call("PUT") as UnwrappingMethod<Paths, "put">,
    patch: call("PATCH") as UnwrappingMethod<Paths, "patch">,
    delete: call("DELETE") as UnwrappingMethod<Paths, "delete">,
    raw,
  };
}

function applyHeaders(headers: Headers, context: ApiRequestContext): void {
  headers.set("Accept", "application/json");
  if (context.language) headers.set("X-localization", context.language);
  if (context.domain) headers.set("X-Domain", context.domain);
  if (context.forwardedFor) headers.set("X-Forwarded-For", context.forwardedFor);
  if (context.forwardedFor2) headers.set("X-Forwarded-For-2", context.forwardedFor2);
  if (context.token) headers.set("Authorization", `Bearer ${context.token}`);
}

function unwrap(
  response: Response,
  data: unknown,
  error: unknown,
  options: ApiClientOptions,
  token: string | null,
): unknown {
  if (!response.ok) {
    const apiError = errorFromBody(response.status, error);
    if (response.status === 401) options.onUnauthorized?.(apiError, { token });
    if (response.status === 403)
      (isHtml(response) ? options.onForbiddenHtml : options.onForbidden)?.(apiError);
    throw apiError;
  }
  if (isEnvelope(data)) {
    if (data.success === false) throw errorFromBody(response.status, data);
    return data.data;
  }
  return data;
}

function isEnvelope(body: unknown): body is { success: boolean; data?: unknown; message?: string } {
  return (
    typeof body === "object" &&
    body !== null &&
    typeof (body as { success?: unknown }).success === "boolean"
  );
}

function isHtml(response: Response): boolean {
  return (response.headers.get("content-type") ?? "").toLowerCase().includes("text/html");
}

function errorFromBody(status: number, body: unknown): ApiError {
  const fields = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  const message =
    typeof fields.message === "string" && fields.message.length > 0
      ? fields.message
      : `Request failed with status code ${status}`;
  return new ApiError({
    status,
    message,
    code: typeof fields.code === "string" ? fields.code : undefined,
    fieldErrors: toFieldErrors(fields.errors),
    body,
  });
}

function toFieldErrors(value: unknown): FieldErrors {
  if (typeof value !== "object" || value === null) return {};
  const result: FieldErrors = {};
  for (const [field, messages] of Object.entries(value)) {
    if (Array.isArray(messages))
      result[field] = messages.filter((m): m is string => typeof m === "string");
    else if (typeof messages === "string") result[field] = [messages];
  }
  return result;
}
