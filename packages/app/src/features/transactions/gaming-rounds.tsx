import { useLingui } from "@lingui/react/macro";
import { useLocation } from "react-router";
import type { GameTransaction, GamingRound, GamingRoundResult } from "@casino/core";
import { GameRound, VisuallyHidden, Stack } from "@casino/ui";
import { BET_PARAM } from "../bets/index.ts";
import { useMoney } from "../../shared/use-money.ts";

/** Rounds whose details the server shows (`GET /api/bets/{id}` answers only settled bets). */
const SETTLED: readonly GamingRoundResult[] = ["win", "loss", "push"];

/**
 * One page of the gaming history, one entry per round: the game and its result, stake, payout,
 * multiplier and time, the round's bet, win and rollback moves under it, the bet id (copyable)
 * and, once settled, a link to the bet's details (`?bet=`) where the player verifies it.
 */
export function GamingRounds({
  rounds,
  onOpenBet,
}: {
  rounds: readonly GamingRound[];
  onOpenBet: (betId: number) => void;
}) {
  const { t, i18n } = useLingui();
  const { money: formatAmount, multiplier } = useMoney();
  const location = useLocation();
  const results: Record<GamingRoundResult, string> = {
    open: t`In progress`,
    win: t`Win`,
    loss: t`Loss`,
    push: t`Stake returned`,
    refunded: t`Refunded`,
  };
  const moveLabels: Record<GameTransaction["type"], string> = {
    game_bet: t`Bet`,
    game_win: t`Win`,
    game_rollback: t`Rollback`,
  };
  const none = (
    <>
      <span aria-hidden="true">—</span>
      <VisuallyHidden>{t`None`}</VisuallyHidden>
    </>
  );
  const detailsHref = (id: number) => {
    const params = new URLSearchParams(location.search);
    params.set(BET_PARAM, String(id));
    return `?${params}`;
  };
  return (
    <Stack as="ul" gap="md" aria-label={t`Rounds`}>
      {rounds.map((round) => {
        const money = (amount: string) => formatAmount(amount, round.entity_wallet_code);
        const betId = String(round.id);
        return (
          <li key={round.id}>
            <GameRound
              game={round.game.name}
              result={round.result}
              resultLabel={results[round.result]}
              facts={[
                { id: "stake", label: t`Stake`, value: money(round.stake) },
                {
                  id: "payout",
                  label: t`Payout`,
                  value: round.result === "open" ? none : money(round.payout),
                },
                {
                  id: "multiplier",
                  label: t`Multiplier`,
                  value: round.multiplier !== null ? multiplier(round.multiplier) : none,
                },
                {
                  id: "time",
                  label: t`Time`,
                  value: (
                    <time dateTime={round.created_at}>
                      {i18n.date(new Date(round.created_at), {
                        dateStyle: "medium",
                        timeStyle: "short",
                      })}
                    </time>
                  ),
                },
              ]}
              moves={round.transactions.map((move) => ({
                id: String(move.id),
                label: moveLabels[move.type],
                amount: money(move.amount),
                time: (
                  <time dateTime={move.created_at}>
                    {i18n.date(new Date(move.created_at), { timeStyle: "medium" })}
                  </time>
                ),
              }))}
              movesLabel={t`Transactions of this round`}
              betId={betId}
              betIdLabel={t`Bet ID`}
              copyLabel={t`Copy bet ID ${betId}`}
              copiedLabel={t`Copied`}
              details={
                SETTLED.includes(round.result)
                  ? {
                      label: t`Bet details`,
                      href: detailsHref(round.id),
                      onOpen: () => onOpenBet(round.id),
                    }
                  : undefined
              }
            />
          </li>
        );
      })}
    </Stack>
  );
}
