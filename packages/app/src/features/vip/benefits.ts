import { useLingui } from "@lingui/react/macro";
import { plural } from "@lingui/core/macro";
import type { components } from "@casino/api";
import type { VipPerk } from "@casino/ui";
import { useMoney } from "../../shared/use-money.ts";
import { formatPercent } from "./format.ts";

/** One benefit of a VIP level, as data (`GET /api/levels`, `benefits`). */
export type VipBenefit = components["schemas"]["VipBenefit"];

/**
 * Writes a level's benefits as the perk lines of its card, in the player's language: each kind
 * its own message, percentages with the language's percent pattern, amounts by the money rule
 * (`useMoney`), e.g. `ru` "Ежедневный кэшбэк: 10 %", "Награда за новый уровень: 50,00 $".
 */
export function useVipBenefitPerks(): (benefits: readonly VipBenefit[]) => VipPerk[] {
  const { t, i18n } = useLingui();
  const { money } = useMoney();
  const perkOf = (benefit: VipBenefit): VipPerk => {
    switch (benefit.kind) {
      case "cashback":
        return {
          label: benefit.period === "daily" ? t`Daily cashback` : t`Weekly cashback`,
          value: formatPercent(i18n, benefit.percent),
        };
      case "rakeback":
        return { label: t`Rakeback`, value: formatPercent(i18n, benefit.percent) };
      case "level_up_bonus":
        return { label: t`Level-up reward`, value: money(benefit.amount, benefit.currency) };
      case "daily_login_reward":
        return { label: t`Daily login reward`, value: money(benefit.amount, benefit.currency) };
      case "stars_to_unlock":
        return {
          label: t`Rewards unlock at`,
          value: t({
            message: plural({ stars: benefit.stars }, { one: "# star", other: "# stars" }),
          }),
        };
    }
  };
  return (benefits) => benefits.map(perkOf);
}
