import { useLingui } from "@lingui/react/macro";
import { plural } from "@lingui/core/macro";
import type { Transaction } from "@casino/core";
import { DataTable, Link, StatusChip, type DataTableColumn } from "@casino/ui";
import { statusLabels, typeLabels } from "./transaction-status.ts";
import { useMoney } from "../../shared/use-money.ts";

/** One page of deposits and withdrawals: date, type, amount (fee for withdrawals), network, status, chain link. */
export function TransactionTable({ rows }: { rows: readonly Transaction[] }) {
  const { t, i18n } = useLingui();
  const { money } = useMoney();
  const columns: DataTableColumn<Transaction>[] = [
    {
      id: "date",
      header: t`Date`,
      label: t`Date`,
      cell: (row) => (
        <time dateTime={row.created_at}>
          {i18n.date(new Date(row.created_at), { dateStyle: "medium", timeStyle: "short" })}
        </time>
      ),
    },
    { id: "type", header: t`Type`, label: t`Type`, cell: (row) => i18n._(typeLabels[row.type]) },
    {
      id: "amount",
      header: t`Amount`,
      label: t`Amount`,
      align: "end",
      cell: (row) => {
        const fee = money(row.fee, row.entity_wallet_code);
        return (
          <>
            <span>{money(row.amount, row.entity_wallet_code)}</span>
            {row.type === "withdraw" && row.fee !== "0" ? (
              <>
                <br />
                <small>{t`Fee ${fee}`}</small>
              </>
            ) : null}
          </>
        );
      },
    },
    { id: "network", header: t`Network`, label: t`Network`, cell: (row) => row.network },
    {
      id: "status",
      header: t`Status`,
      label: t`Status`,
      cell: (row) => {
        const seen = row.confirmations ?? 0;
        const needed = row.required_confirmations ?? 0;
        return (
          <>
            <StatusChip
              kind="transaction"
              status={row.status}
              label={i18n._(statusLabels[row.status])}
            />
            {row.type === "deposit" && row.status === "pending" && needed > 0 ? (
              <>
                <br />
                <small>
                  {t({
                    message: plural(
                      { needed },
                      { one: `${seen} of # confirmation`, other: `${seen} of # confirmations` },
                    ),
                  })}
                </small>
              </>
            ) : null}
          </>
        );
      },
    },
    {
      id: "chain",
      header: t`Transfer`,
      label: t`Transfer`,
      cell: (row) =>
        row.explorer_url && /^https?:\/\//.test(row.explorer_url) ? (
          <Link href={row.explorer_url} external externalLabel={t`(opens in a new tab)`}>
            {t`View on explorer`}
          </Link>
        ) : (
          "—"
        ),
    },
  ];
  return (
    <DataTable
      caption={t`Transactions`}
      hideCaption
      columns={columns}
      rows={rows}
      getRowId={(row) => String(row.id)}
    />
  );
}
