/**
 * Query-string parsing for the contract's conventions: a repeated key or a
 * key in bracket form (`ids[]=1&ids[]=2`, `ids[0]=1`) becomes an array.
 */
export function parseQueryString(input: string): Record<string, unknown> {
  const result: Record<string, unknown> = Object.create(null);
  for (const [rawKey, value] of new URLSearchParams(input)) {
    const bracket = /^(.+?)\[(\d*)\]$/.exec(rawKey);
    const key = bracket ? bracket[1]! : rawKey;
    const existing = result[key];
    if (bracket)
      result[key] = Array.isArray(existing)
        ? [...existing, value]
        : existing === undefined
          ? [value]
          : [existing, value];
    else if (existing === undefined) result[key] = value;
    else result[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return { ...result };
}
