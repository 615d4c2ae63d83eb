/**
 * Deterministic IP -> country mapping for the sandbox (no GeoIP database):
 * `SANDBOX_IP_COUNTRIES` lists exact IPv4 addresses or IPv4 CIDR ranges with
 * a country code; every other address has no known country and is never blocked.
 */

interface Rule {
  network: number;
  mask: number;
  country: string;
}

function ipv4(value: string): number | undefined {
  const parts = value.split(".");
  if (parts.length !== 4) return undefined;
  let result = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255) return undefined;
    result = result * 256 + Number(part);
  }
  return result;
}

/**
 * Parses `203.0.113.7=US,198.51.100.0/24=DE`.
 * @throws on a malformed entry (a configuration error should stop the start)
 */
export function parseIpCountries(spec: string): Rule[] {
  return spec
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const match = /^([\d.]+)(?:\/(\d{1,2}))?=([A-Za-z]{2})$/.exec(entry);
      const address = match ? ipv4(match[1]!) : undefined;
      const bits = match?.[2] === undefined ? 32 : Number(match[2]);
      if (!match || address === undefined || bits > 32)
        throw new Error(`SANDBOX_IP_COUNTRIES: bad entry '${entry}'`);
      const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
      return { network: (address & mask) >>> 0, mask, country: match[3]!.toUpperCase() };
    });
}

/** Resolves client IPs to countries with the configured rules (most specific rule wins). */
export class IpCountries {
  readonly #rules: Rule[];

  constructor(spec: string) {
    this.#rules = parseIpCountries(spec).sort((a, b) => b.mask - a.mask);
  }

  /** The country code of an IP, or null when unknown. */
  countryOf(ip: string): string | null {
    const address = ipv4(ip);
    if (address === undefined) return null;
    return (
      this.#rules.find((rule) => (address & rule.mask) >>> 0 === rule.network)?.country ?? null
    );
  }
}
