/**
 * The `/x-forwarded-for-test` page's data: the client address the server resolved (what rate
 * limits and the country block use), its country, and the forwarding headers as received.
 */
import type { Schemas } from "../../lib/contract-types.ts";
import type { Services } from "../../services.ts";

/** Headers are echoed at most this long (the contract's `maxLength`). */
const HEADER_ECHO_LIMIT = 1000;

function header(value: string | string[] | undefined): string | null {
  if (value === undefined) return null;
  const text = Array.isArray(value) ? value.join(", ") : value;
  return text.length > HEADER_ECHO_LIMIT ? text.slice(0, HEADER_ECHO_LIMIT) : text;
}

/** What the server saw of one request. */
export function forwardedAddressTest(
  services: Pick<Services, "config" | "ipCountries">,
  ip: string,
  headers: Record<string, string | string[] | undefined>,
): Schemas["ForwardedAddressTest"] {
  const country = services.ipCountries.countryOf(ip);
  const { trustProxy } = services.config;
  return {
    client_ip: ip,
    country_code: country,
    is_blocked: country !== null && services.config.blockedCountries.includes(country),
    x_forwarded_for: header(headers["x-forwarded-for"]),
    x_forwarded_for_2: header(headers["x-forwarded-for-2"]),
    proxy_trusted: Array.isArray(trustProxy) ? trustProxy.length > 0 : trustProxy,
  };
}
