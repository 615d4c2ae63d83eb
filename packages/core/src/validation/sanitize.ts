/** Keeps digits only (digits-only numeric input mode). */
export function sanitizeDigits(value: string): string {
  return value.replace(/[^0-9]/g, "");
}

/**
 * Keeps digits and one decimal point (decimal numeric input mode): other characters are stripped, a
 * leading dot is removed and every dot after the first is removed.
 */
export function sanitizeDecimal(value: string): string {
  const cleaned = value.replace(/[^0-9.]/g, "").replace(/^\.+/, "");
  const dot = cleaned.indexOf(".");
  if (dot === -1) return cleaned;
  return cleaned.slice(0, dot + 1) + cleaned.slice(dot + 1).replace(/\./g, "");
}
