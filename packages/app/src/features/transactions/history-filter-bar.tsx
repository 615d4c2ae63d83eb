import type { ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import { transactionStatuses, transactionTypes } from "@casino/api";
import { selectEntityWallets } from "@casino/core";
import { Select, TextField, Box, Grid } from "@casino/ui";
import { useAppSelector } from "@casino/core/react";
import { useTranslateMessage } from "../../i18n/use-translate-message.ts";
import { isDateRangeInvalid, type HistoryFilters } from "./history-filters.ts";
import { statusLabels, typeLabels } from "./transaction-status.ts";

/** A date range of whole UTC days, as the histories keep it in the address bar. */
export interface DateRange {
  from: string;
  to: string;
}

/**
 * The frame of a history's filters: the history's own selects (`children`) and a date range of
 * whole UTC days (`From (UTC)`, `To (UTC)`, a backwards range marked on the end date). Shared by
 * the transaction and gaming histories.
 */
export function HistoryFilterForm({
  range,
  onRangeChange,
  children,
}: {
  range: DateRange;
  onRangeChange: (change: Partial<DateRange>) => void;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const translate = useTranslateMessage();
  const rangeError = isDateRangeInvalid(range) ? translate("date_range_invalid") : undefined;
  return (
    <Box
      as="form"
      paddingBlockEnd="lg"
      aria-label={t`Filters`}
      onSubmit={(event) => event.preventDefault()}
    >
      <Grid min="tile" gap="md">
        {children}
        <TextField
          type="date"
          label={t`From (UTC)`}
          value={range.from}
          max={range.to || undefined}
          onChange={(event) => onRangeChange({ from: event.target.value })}
        />
        <TextField
          type="date"
          label={t`To (UTC)`}
          value={range.to}
          min={range.from || undefined}
          onChange={(event) => onRangeChange({ to: event.target.value })}
          error={rangeError}
        />
      </Grid>
    </Box>
  );
}

/**
 * The transaction history's filters: type, status, coin and a date range of whole UTC days. Every
 * change applies at once (and goes back to page 1).
 */
export function HistoryFilterBar({
  filters,
  onChange,
}: {
  filters: HistoryFilters;
  onChange: (next: HistoryFilters) => void;
}) {
  const { t, i18n } = useLingui();
  const coins = useAppSelector(selectEntityWallets);
  const set = (change: Partial<HistoryFilters>) => onChange({ ...filters, ...change, page: 1 });
  return (
    <HistoryFilterForm range={filters} onRangeChange={set}>
      <Select
        label={t`Type`}
        value={filters.type}
        onChange={(event) => set({ type: event.target.value as HistoryFilters["type"] })}
        options={[
          { value: "", label: t`All types` },
          ...transactionTypes.map((type) => ({ value: type, label: i18n._(typeLabels[type]) })),
        ]}
      />
      <Select
        label={t`Status`}
        value={filters.status}
        onChange={(event) => set({ status: event.target.value as HistoryFilters["status"] })}
        options={[
          { value: "", label: t`All statuses` },
          ...transactionStatuses.map((status) => ({
            value: status,
            label: i18n._(statusLabels[status]),
          })),
        ]}
      />
      <Select
        label={t`Coin`}
        value={filters.coin}
        onChange={(event) => set({ coin: event.target.value })}
        options={[
          { value: "", label: t`All coins` },
          ...coins.map((coin) => ({ value: coin.code, label: coin.name })),
        ]}
      />
    </HistoryFilterForm>
  );
}
