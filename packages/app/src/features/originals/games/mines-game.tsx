import { useEffect, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import {
  originalsApi,
  payoutFor,
  type MinesRound,
  type MinesStartArgs,
  minesMultiplier,
} from "@casino/core";
import { MinesGrid, Select, type MinesTileState } from "@casino/ui";
import { useEndpointMutation, useEndpointQuery } from "../../../shared/api-hooks.ts";
import { GameLayout, type OriginalsShell } from "../game-layout.tsx";
import { beep } from "../sound.ts";
import { Outcome, Stat, Stats } from "./stats.tsx";
import { formatDecimal } from "@casino/rules";
import { useMoney } from "../../../shared/use-money.ts";

const MINE_COUNTS = Array.from({ length: 24 }, (_, i) => i + 1);

/**
 * Mines: a round on a 5 x 5 board; reveal safe tiles and cash out before a mine. The round lives
 * on the server (restored after a reload).
 */
export function MinesGame({ shell }: { shell: OriginalsShell }) {
  const { t } = useLingui();
  const { locale, money, multiplier: formatMultiplier } = useMoney();
  const [mines, setMines] = useState(3);
  const [round, setRound] = useState<MinesRound | null>(null);
  const [pendingTile, setPendingTile] = useState<number | null>(null);
  const current = useEndpointQuery(originalsApi.endpoints.getMinesRound, undefined);
  const [start, startState] = useEndpointMutation<MinesStartArgs, MinesRound | null>(
    originalsApi.endpoints.startMinesRound,
  );
  const [reveal] = useEndpointMutation<number, MinesRound | null>(
    originalsApi.endpoints.revealMinesTile,
  );
  const [cashOut, cashOutState] = useEndpointMutation<void, MinesRound | null>(
    originalsApi.endpoints.cashOutMinesRound,
  );

  // A round still in play (a reload, another tab) comes back.
  useEffect(() => {
    const restored = current.data;
    if (restored && restored.status === "active") {
      setRound(restored);
      setMines(restored.mines);
    }
  }, [current.data]);

  const active = round?.status === "active";

  const ended = (next: MinesRound) => {
    if (next.status === "active") return;
    shell.record({
      id: next.id,
      amount: next.amount,
      payout: next.payout,
      multiplier: next.status === "lost" ? "0" : next.multiplier,
      win: next.status === "cashed_out",
    });
  };

  const startRound = async () => {
    shell.clearError();
    beep("bet", shell.sound);
    const result = await start({
      entity_wallet_code: shell.wallet.code,
      amount: shell.amount,
      mines,
    });
    if ("error" in result) shell.fail(result.error);
    else setRound(result.data);
  };

  const revealTile = async (tile: number) => {
    if (!active || pendingTile !== null) return;
    setPendingTile(tile);
    const result = await reveal(tile);
    setPendingTile(null);
    if ("error" in result) {
      shell.fail(result.error);
      return;
    }
    const next = result.data!;
    setRound(next);
    if (next.status === "lost") beep("mine", shell.sound);
    else if (next.status === "cashed_out") beep("win", shell.sound);
    else beep("gem", shell.sound);
    ended(next);
  };

  const cash = async () => {
    const result = await cashOut();
    if ("error" in result) {
      shell.fail(result.error);
      return;
    }
    setRound(result.data);
    beep("win", shell.sound);
    ended(result.data!);
  };

  const randomTile = () => {
    if (!active || !round) return;
    const free = Array.from({ length: 25 }, (_, i) => i).filter((i) => !round.revealed.includes(i));
    const pick = new Uint32Array(1);
    crypto.getRandomValues(pick);
    if (free.length > 0) void revealTile(free[pick[0]! % free.length]!);
  };

  const revealedCount = round?.revealed.length ?? 0;
  const currentMultiplier = active ? round.multiplier : minesMultiplier(mines, 0);
  const nextMultiplier = active
    ? (round.next_multiplier ?? round.multiplier)
    : minesMultiplier(mines, 1);
  const stateName = (state: MinesTileState) =>
    ({
      hidden: t`hidden`,
      gem: t`gem`,
      mine: t`mine`,
      "hidden-gem": t`gem, not revealed`,
      "hidden-mine": t`mine, not revealed`,
    })[state];

  const primary = active
    ? {
        label:
          revealedCount > 0
            ? t`Cash out ${money(payoutFor(round.amount, round.multiplier, shell.wallet.decimals), shell.wallet.code, { unit: "none" })} ${shell.wallet.code}`
            : t`Cash out`,
        onClick: () => void cash(),
        disabled: revealedCount === 0 || pendingTile !== null,
        loading: cashOutState.isLoading,
      }
    : {
        label: t`Bet`,
        onClick: () => void startRound(),
        disabled: !shell.amount || Number(shell.amount) <= 0 || startState.isLoading,
        loading: startState.isLoading,
      };

  return (
    <GameLayout
      shell={shell}
      title={t`Mines`}
      primary={primary}
      locked={active}
      hotkeys={[{ key: "r", keyLabel: "R", label: t`Reveal a random tile`, run: randomTile }]}
      controls={
        <Select
          label={t`Mines`}
          value={String(mines)}
          disabled={active}
          onChange={(e) => setMines(Number(e.target.value))}
          options={MINE_COUNTS.map((n) => ({ value: String(n), label: String(n) }))}
        />
      }
      stats={
        <Stats>
          <Stat label={t`Current multiplier`} value={formatMultiplier(currentMultiplier)} />
          <Stat label={t`Next tile`} value={formatMultiplier(nextMultiplier)} />
          <Stat label={t`Gems found`} value={`${revealedCount} / ${25 - mines}`} />
        </Stats>
      }
      stage={
        <>
          <MinesGrid
            revealed={round?.revealed ?? []}
            mines={round && !active ? (round.mine_positions ?? null) : null}
            pending={pendingTile}
            disabled={!active}
            onReveal={(tile) => void revealTile(tile)}
            label={t`Mines board`}
            tileLabel={(tile, state) => t`Tile ${tile + 1}, ${stateName(state)}`}
          />
          <Outcome $win={round?.status === "cashed_out"} aria-live="polite">
            {round?.status === "cashed_out"
              ? t`Cashed out ${money(round.payout, shell.wallet.code, { unit: "none" })} ${shell.wallet.code} at ${formatDecimal(round.multiplier, { locale, minDecimals: 2, maxDecimals: 4 })}×`
              : round?.status === "lost"
                ? t`A mine! The round is lost.`
                : active
                  ? t`Reveal tiles, cash out any time.`
                  : t`Choose the stake and the number of mines, then bet.`}
          </Outcome>
        </>
      }
    />
  );
}
