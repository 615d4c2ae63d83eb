import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { Bonus, BonusStatus } from "@casino/core";

/** The spec's bonus types, as a player reads them. */
export const bonusTypeLabels: Record<Bonus["type"], MessageDescriptor> = {
  cash_back_bonus: msg`Cashback bonus`,
  welcome_bonus_offer: msg`Welcome offer`,
  deposit_bonus_offer: msg`Deposit bonus`,
  free_spins_offer: msg`Free spins`,
  non_deposit_bonus: msg`No-deposit bonus`,
};

/** The seven bonus statuses. */
export const bonusStatusLabels: Record<BonusStatus, MessageDescriptor> = {
  available: msg`Available`,
  claimed: msg`Waiting for deposit`,
  active: msg`Active`,
  completed: msg`Completed`,
  expired: msg`Expired`,
  busted: msg`Ended`,
  unclaimed: msg`Not claimed`,
};

/** A decimal string without trailing zeros ("20.50000000" -> "20.5"), as typed by the server. */
export function trimDecimal(value: string): string {
  return value.includes(".") ? value.replace(/0+$/, "").replace(/\.$/, "") : value;
}
