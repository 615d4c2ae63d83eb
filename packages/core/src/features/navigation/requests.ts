import type { CoreApiClient } from "../../api/entities.ts";

/** GET /api/countries/is-blocked */
export const requestCountryBlock = (api: CoreApiClient) => api.get("/api/countries/is-blocked");
