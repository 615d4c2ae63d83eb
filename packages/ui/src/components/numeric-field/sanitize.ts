/** `integer`: digits only. `decimal`: digits and one decimal point. */
export type NumericMode = "integer" | "decimal";

/**
 * Cleans typed or pasted text for a numeric input (spec section 5): other
 * characters are stripped; in decimal mode a leading dot and every dot after
 * the first are removed.
 */
export function sanitizeNumeric(raw: string, mode: NumericMode): string {
  if (mode === "integer") return raw.replace(/[^0-9]/g, "");
  const kept = raw.replace(/[^0-9.]/g, "").replace(/^\.+/, "");
  const dot = kept.indexOf(".");
  return dot === -1 ? kept : kept.slice(0, dot + 1) + kept.slice(dot + 1).replace(/\./g, "");
}
