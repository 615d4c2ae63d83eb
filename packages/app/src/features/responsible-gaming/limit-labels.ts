import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { GamingLimitPeriod, GamingLimitType } from "@casino/core";

export const LIMIT_TYPES: readonly GamingLimitType[] = ["deposit", "loss", "wager"];
export const LIMIT_PERIODS: readonly GamingLimitPeriod[] = ["daily", "weekly", "monthly"];

/** Card titles of the three kinds of limit. */
export const limitTitles: Record<GamingLimitType, MessageDescriptor> = {
  deposit: msg`Deposit limit`,
  loss: msg`Loss limit`,
  wager: msg`Wager limit`,
};

/** What each kind counts. */
export const limitDescriptions: Record<GamingLimitType, MessageDescriptor> = {
  deposit: msg`Deposits you make, pending or credited.`,
  loss: msg`Your stakes minus your winnings, never below zero.`,
  wager: msg`The stakes of every bet you place.`,
};

export const periodLabels: Record<GamingLimitPeriod, MessageDescriptor> = {
  daily: msg`Daily (last 24 hours)`,
  weekly: msg`Weekly (last 7 days)`,
  monthly: msg`Monthly (last 30 days)`,
};

/** The full name of one limit, used in field labels and refusal messages. */
export const limitNames: Record<GamingLimitType, Record<GamingLimitPeriod, MessageDescriptor>> = {
  deposit: {
    daily: msg`daily deposit limit`,
    weekly: msg`weekly deposit limit`,
    monthly: msg`monthly deposit limit`,
  },
  loss: {
    daily: msg`daily loss limit`,
    weekly: msg`weekly loss limit`,
    monthly: msg`monthly loss limit`,
  },
  wager: {
    daily: msg`daily wager limit`,
    weekly: msg`weekly wager limit`,
    monthly: msg`monthly wager limit`,
  },
};
