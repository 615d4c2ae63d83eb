import { compareDecimal } from "@casino/rules";

/** A limit's bounds in USD, as the server checks them (`between`, `numeric`). */
export const LIMIT_MIN_USD = 1;
export const LIMIT_MAX_USD = 1_000_000;

const AMOUNT = /^\d{1,7}(\.\d{1,2})?$/;

/**
 * Checks a limit amount typed by the player (USD, at most 2 decimals, 1 to 1,000,000), the same
 * rule as the server's. Returns the amount to send, or why it is refused.
 */
export function checkLimitAmount(
  input: string,
): { ok: true; amount: string } | { ok: false; reason: "required" | "format" | "range" } {
  const value = input.trim().replace(",", ".");
  if (!value) return { ok: false, reason: "required" };
  if (!AMOUNT.test(value)) return { ok: false, reason: "format" };
  if (compareDecimal(value, LIMIT_MIN_USD) < 0 || compareDecimal(value, LIMIT_MAX_USD) > 0)
    return { ok: false, reason: "range" };
  return { ok: true, amount: value };
}

/** Whether asking `requested` over a limit of `inForce` waits 24 hours (a raise), or applies at once. */
export function isRaise(inForce: string | null, requested: string | null): boolean {
  if (inForce === null) return false;
  return requested === null || compareDecimal(requested, inForce) > 0;
}
