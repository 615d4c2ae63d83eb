import styled from "styled-components";
import { useLingui } from "@lingui/react/macro";
import type { GameTransaction } from "@casino/core";
import { bareButton, DataTable, VisuallyHidden, type DataTableColumn } from "@casino/ui";
import { useMoney } from "../../shared/use-money.ts";

const GameButton = styled.button`
  ${bareButton}
  color: ${({ theme }) => theme.colors.link};
  text-align: start;
  text-decoration: underline;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * One page of the gaming history: game (opens the bet's details), bet, win, multiplier and time.
 * A bet row fills "Bet", a win row "Win" with its multiplier; a rollback shows its refund.
 */
export function GamingHistoryTable({
  rows,
  onOpenBet,
}: {
  rows: readonly GameTransaction[];
  onOpenBet: (betId: number) => void;
}) {
  const { t, i18n } = useLingui();
  const { money: formatAmount, multiplier } = useMoney();
  const money = (row: GameTransaction) => formatAmount(row.amount, row.entity_wallet_code ?? "FUN");
  const none = (
    <>
      <Muted aria-hidden="true">—</Muted>
      <VisuallyHidden>{t`None`}</VisuallyHidden>
    </>
  );
  const columns: DataTableColumn<GameTransaction>[] = [
    {
      id: "game",
      header: t`Game`,
      label: t`Game`,
      cell: (row) => {
        const name = row.game.name;
        return row.bet_id !== null ? (
          <GameButton
            type="button"
            aria-label={t`Bet details: ${name}`}
            onClick={() => onOpenBet(row.bet_id!)}
          >
            {name}
          </GameButton>
        ) : (
          name
        );
      },
    },
    {
      id: "bet",
      header: t`Bet`,
      label: t`Bet`,
      align: "end",
      cell: (row) => (row.type === "game_bet" ? money(row) : none),
    },
    {
      id: "win",
      header: t`Win`,
      label: t`Win`,
      align: "end",
      cell: (row) => {
        if (row.type === "game_win") return money(row);
        if (row.type === "game_rollback") {
          const refund = money(row);
          return t`Refund ${refund}`;
        }
        return none;
      },
    },
    {
      id: "multiplier",
      header: t`Multiplier`,
      label: t`Multiplier`,
      align: "end",
      cell: (row) => (row.multiplier !== null ? multiplier(row.multiplier) : none),
    },
    {
      id: "time",
      header: t`Time`,
      label: t`Time`,
      cell: (row) => (
        <time dateTime={row.created_at}>
          {i18n.date(new Date(row.created_at), { dateStyle: "medium", timeStyle: "short" })}
        </time>
      ),
    },
  ];
  return (
    <DataTable
      caption={t`Bets and wins`}
      hideCaption
      columns={columns}
      rows={rows}
      getRowId={(row) => String(row.id)}
    />
  );
}
