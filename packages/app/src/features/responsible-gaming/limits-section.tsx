import { useLingui } from "@lingui/react/macro";
import type { GamingLimit, ResponsibleGaming } from "@casino/core";
import { GamingLimitCard, type GamingLimitRow, Grid } from "@casino/ui";
import { percentOf } from "@casino/rules";
import { LimitEditor } from "./limit-editor.tsx";
import {
  LIMIT_PERIODS,
  LIMIT_TYPES,
  limitDescriptions,
  limitNames,
  limitTitles,
  periodLabels,
} from "./limit-labels.ts";
import { formatUsd, formatWhen } from "./refusal-message.ts";

/** The three kinds of limit, each over its three rolling windows, with their editors. */
export function LimitsSection({ settings }: { settings: ResponsibleGaming | undefined }) {
  const { t, i18n } = useLingui();
  const row = (
    limit: GamingLimit | undefined,
    type: GamingLimit["limit_type"],
    period: GamingLimit["period"],
  ): GamingLimitRow => {
    const label = i18n._(periodLabels[period]);
    const name = i18n._(limitNames[type][period]);
    if (!limit) return { id: period, period: label, amountText: t`Not set`, isSet: false };
    const amount = limit.amount ? formatUsd(i18n, limit.amount) : null;
    const used = formatUsd(i18n, limit.used);
    const when = limit.pending_from ? formatWhen(i18n, limit.pending_from) : null;
    const pendingAmount = limit.pending_amount ? formatUsd(i18n, limit.pending_amount) : null;
    return {
      id: period,
      period: label,
      amountText: amount ?? t`Not set`,
      isSet: amount !== null,
      used:
        amount !== null
          ? {
              // The bar's position is the share used (a percentage, not money), computed exactly.
              value: Number(percentOf(limit.used, limit.amount ?? "0") ?? 0),
              max: 100,
              label: t`Usage of the ${name}`,
              valueText: t`${used} of ${amount}`,
            }
          : undefined,
      pendingText: when
        ? pendingAmount
          ? t`Rises to ${pendingAmount} on ${when}`
          : t`Removed on ${when}`
        : null,
      editor: <LimitEditor limit={limit} />,
    };
  };
  return (
    <Grid>
      {LIMIT_TYPES.map((type) => (
        <GamingLimitCard
          key={type}
          title={i18n._(limitTitles[type])}
          description={i18n._(limitDescriptions[type])}
          pendingLabel={t`Pending`}
          loading={!settings}
          rows={LIMIT_PERIODS.map((period) =>
            row(
              settings?.limits.find((l) => l.limit_type === type && l.period === period),
              type,
              period,
            ),
          )}
        />
      ))}
    </Grid>
  );
}
