// Public API of @casino/api. Every export is listed here explicitly.
export type { paths, components, operations } from "./generated/schema";
export { ApiError, clientErrorMessages, isApiError, isNetworkError } from "./client/api-error";
export type { ApiErrorInit, ClientErrorCode, FieldErrors } from "./client/api-error";
export { createApiClient, DEFAULT_TIMEOUT_MS } from "./client/create-api-client";
export type { ApiClient, ApiClientOptions, ApiData, ApiRequestContext, Unwrapped } from "./client/create-api-client";
