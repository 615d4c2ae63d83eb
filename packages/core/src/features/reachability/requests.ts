import type { CoreApiClient } from "../../api/entities.ts";

/** GET /api/redirect-rules: the start's cheap public request, also the probe of a retry. */
export const requestRedirectRules = (api: CoreApiClient) => api.get("/api/redirect-rules");
