/**
 * Countries, states and cities for the profile form, and the country check.
 */
import type { Schemas } from "../../lib/contract-types.ts";
import { ok } from "../../lib/envelope.ts";
import type { Handlers } from "../../lib/handler.ts";
import { listCities, listCountries, listStates } from "../../lib/places.ts";
import type { Services } from "../../services.ts";

/** The handlers of the location feature. */
export function locationHandlers(services: Services): Handlers {
  return {
    listCountries: async () => ok(listCountries() as Schemas["Country"][]),
    listStates: async ({ query }) => ok(listStates(query.country_code)),
    listCities: async ({ query }) => ok(listCities(query.state_id)),
    getCountryBlock: async ({ ip }) => {
      const country = services.ipCountries.countryOf(ip);
      return ok({
        is_blocked: country !== null && services.config.blockedCountries.includes(country),
        country_code: country,
      });
    },
  };
}
