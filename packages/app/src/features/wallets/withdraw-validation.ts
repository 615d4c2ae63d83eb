import { matchesAddressPattern, type Network } from "./coins.ts";
import { compareDecimal, isOneTimeCode } from "@casino/rules";

/** The withdrawal form's values. */
export interface WithdrawValues {
  network: string;
  amount: string;
  address: string;
  memo: string;
  code: string;
}

/** What the checks need besides the values. */
export interface WithdrawContext {
  network: Network | null;
  /** Spendable balance of the coin. */
  balance: string;
  /** The player confirmed two-factor: a 6-digit code is required. */
  twoFactor: boolean;
}

const DECIMAL = /^[0-9]+(\.[0-9]+)?$/;

/**
 * Checks a withdrawal before it is sent, with the server's message keys (the server checks the
 * same and its field errors replace these): amount within the network's limits and the balance,
 * address matching the network's pattern, memo / destination tag where needed, 2FA code.
 */
export function validateWithdrawal(
  values: WithdrawValues,
  context: WithdrawContext,
): Partial<Record<keyof WithdrawValues, string>> {
  const errors: Partial<Record<keyof WithdrawValues, string>> = {};
  const { network } = context;
  if (!network) errors.network = "network_unsupported";
  const amount = values.amount.trim();
  if (!amount) errors.amount = "required";
  else if (!DECIMAL.test(amount) || compareDecimal(amount, "0") === 0)
    errors.amount = "amount_invalid";
  else if (network && compareDecimal(amount, network.min_withdrawal) < 0)
    errors.amount = "amount_below_minimum";
  else if (network && compareDecimal(amount, network.max_withdrawal) > 0)
    errors.amount = "amount_above_maximum";
  else if (compareDecimal(amount, context.balance || "0") > 0)
    errors.amount = "insufficient_balance";
  const address = values.address.trim();
  if (!address) errors.address = "required";
  else if (network && !matchesAddressPattern(network, address)) errors.address = "address_invalid";
  if (network?.memo_label && !values.memo.trim()) errors.memo = "memo_required";
  if (context.twoFactor) {
    if (!values.code.trim()) errors.code = "required";
    else if (!isOneTimeCode(values.code)) errors.code = "two_factor_invalid";
  }
  return errors;
}
