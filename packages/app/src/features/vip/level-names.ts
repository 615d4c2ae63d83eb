import { useMemo } from "react";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import type { VipLevel, VipLevelLabels } from "@casino/ui";

/** The names of the VIP levels (the server's names are English). */
export const vipLevelNames = {
  0: msg`No level`,
  1: msg`Pixel Pioneer`,
  2: msg`Byte Bandit`,
  3: msg`Token Tosser`,
  4: msg`Chain Commander`,
  5: msg`Punk Overlord`,
} as const;

/** The translated level names for the kit's VIP badges and cards. */
export function useVipLevelLabels(): VipLevelLabels {
  const { _ } = useLingui();
  return useMemo(
    () =>
      Object.fromEntries(
        Object.entries(vipLevelNames).map(([level, name]) => [level, _(name)]),
      ) as Record<VipLevel, string>,
    [_],
  );
}
