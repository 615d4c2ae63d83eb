import { useLingui } from "@lingui/react/macro";
import { plural } from "@lingui/core/macro";
import {
  originalsApi,
  selectLanguage,
  type FairPaidCell,
  type FairTables,
  type OriginalSlug,
} from "@casino/core";
import { Accordion, PayoutTable, Skeleton, type PayoutTableRow } from "@casino/ui";
import { useQuery, useAppSelector } from "@casino/core/react";

type Risk = FairTables["plinko"][number]["risk"];

/** The games that pay by a published table. */
export function hasPayoutTable(game: OriginalSlug): game is "plinko" | "keno" {
  return game === "plinko" || game === "keno";
}

function useFormats() {
  const locale = useAppSelector(selectLanguage);
  const two = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const percent = new Intl.NumberFormat(locale, {
    style: "percent",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return {
    multiplier: (value: string) => `${two.format(Number(value))}\u00d7`,
    rtp: (value: string) => percent.format(Number(value)),
  };
}

/**
 * The server's published payout tables of a game (`GET /api/fair/tables`), each row with its
 * RTP: plinko's table of each risk (rows × buckets; only `risk`'s when given), keno's (picks ×
 * hits). `paid` highlights the cell a bet was paid by (the verifier).
 */
export function PayoutTables({
  game,
  risk,
  paid,
}: {
  game: "plinko" | "keno";
  risk?: Risk;
  paid?: FairPaidCell | null;
}) {
  const { t } = useLingui();
  const format = useFormats();
  const tables = useQuery(originalsApi.endpoints.getFairTables, undefined);
  if (!tables.data) {
    if (tables.isError) return <p role="alert">{t`The payout table could not be loaded.`}</p>;
    return <Skeleton shape="rect" height="8rem" />;
  }
  const common = {
    rtpHeader: t`RTP`,
    formatMultiplier: format.multiplier,
    paidLabel: t`paid`,
  };
  if (game === "keno") {
    const rows: PayoutTableRow[] = tables.data.keno.map((table) => ({
      key: String(table.picks),
      label: String(table.picks),
      multipliers: table.multipliers,
      rtp: format.rtp(table.rtp),
    }));
    return (
      <PayoutTable
        {...common}
        caption={t`Keno payouts by picks and hits`}
        rowHeader={t`Picks`}
        columnHeader={(hits) => t({ message: plural(hits, { one: "# hit", other: "# hits" }) })}
        rows={rows}
        paid={paid?.table === "keno" ? { row: String(paid.picks), column: paid.hits } : null}
      />
    );
  }
  const riskName = { low: t`Low`, medium: t`Medium`, high: t`High` };
  const risks = (["low", "medium", "high"] as const).filter((r) => !risk || r === risk);
  return (
    <>
      {risks.map((r) => {
        const rows: PayoutTableRow[] = tables
          .data!.plinko.filter((table) => table.risk === r)
          .sort((a, b) => a.rows - b.rows)
          .map((table) => ({
            key: String(table.rows),
            label: String(table.rows),
            multipliers: table.multipliers,
            rtp: format.rtp(table.rtp),
          }));
        const name = riskName[r];
        return (
          <PayoutTable
            key={r}
            {...common}
            caption={t`Plinko payouts, risk: ${name}`}
            rowHeader={t`Rows`}
            columnHeader={(bucket) => t`Bucket ${bucket}`}
            rows={rows}
            paid={
              paid?.table === "plinko" && paid.risk === r
                ? { row: String(paid.rows), column: paid.bucket }
                : null
            }
          />
        );
      })}
    </>
  );
}

/** A game's page: its payout table behind a "Payout table" disclosure, the RTP stated. */
export function PayoutTableSection({ game }: { game: OriginalSlug }) {
  const { t } = useLingui();
  if (!hasPayoutTable(game)) return null;
  return (
    <Accordion
      headingLevel={2}
      items={[
        {
          id: "payout-table",
          title: t`Payout table`,
          content: (
            <div style={{ display: "grid", gap: "0.75rem" }}>
              <p style={{ margin: 0 }}>
                {game === "plinko"
                  ? t`Each cell is the multiplier of a bucket (0 = all left) for a number of rows; RTP is the expected return of each row.`
                  : t`Each cell is the multiplier for a number of hits among your picks; RTP is the expected return of each number of picks.`}
              </p>
              <PayoutTables game={game} />
            </div>
          ),
        },
      ]}
    />
  );
}
