import { useEffect, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { payoutFor, minesMultiplier } from "@casino/core";
import { MinesGrid, Select, type MinesTileState } from "@casino/ui";
import { GameLayout } from "../game-layout.tsx";
import { useOriginalsSession } from "../session.ts";
import { beep } from "../sound.ts";
import { Outcome, Stat, Stats } from "./stats.tsx";
import { compareDecimal, formatDecimal } from "@casino/rules";
import { useMoney } from "../../../shared/use-money.ts";
import { useMinesPlay, type MinesView } from "./use-mines-play.ts";

const MINE_COUNTS = Array.from({ length: 24 }, (_, i) => i + 1);

/**
 * Mines: a round on a 5 x 5 board; reveal safe tiles and cash out before a mine. The round lives
 * on the server (restored after a reload).
 */
export function MinesGame() {
  const session = useOriginalsSession();
  const { t } = useLingui();
  const { locale, money, multiplier: formatMultiplier } = useMoney();
  const [mines, setMines] = useState(3);
  const [round, setRound] = useState<MinesView | null>(null);
  const [pendingTile, setPendingTile] = useState<number | null>(null);
  const game = useMinesPlay();

  // A round still in play (a reload, another tab) comes back.
  const { restored } = game;
  useEffect(() => {
    if (restored) {
      setRound(restored);
      setMines(restored.mines);
    }
  }, [restored]);

  const active = round?.status === "active";

  const ended = (next: MinesView) => {
    if (next.status === "active") return;
    session.record({
      id: next.id,
      amount: next.amount,
      payout: next.payout,
      multiplier: next.status === "lost" ? "0" : next.multiplier,
      win: next.status === "cashed_out",
    });
  };

  const startRound = async () => {
    session.clearError();
    beep("bet", session.sound);
    const next = await game.start(mines, session.amount);
    if (next) setRound(next);
  };

  const revealTile = async (tile: number) => {
    if (!active || pendingTile !== null) return;
    setPendingTile(tile);
    const next = await game.reveal(tile);
    setPendingTile(null);
    if (!next) return;
    setRound(next);
    if (next.status === "lost") beep("mine", session.sound);
    else if (next.status === "cashed_out") beep("win", session.sound);
    else beep("gem", session.sound);
    ended(next);
  };

  const cash = async () => {
    const next = await game.cashOut();
    if (!next) return;
    setRound(next);
    beep("win", session.sound);
    ended(next);
  };

  const randomTile = () => {
    if (!active || !round) return;
    const free = Array.from({ length: 25 }, (_, i) => i).filter((i) => !round.revealed.includes(i));
    const pick = new Uint32Array(1);
    crypto.getRandomValues(pick);
    if (free.length > 0) void revealTile(free[pick[0]! % free.length]!);
  };

  const revealedCount = round?.revealed.length ?? 0;
  // The round's value: "–" until a tile is found; after a loss 0 (never the house's 0.99).
  const currentMultiplier =
    round && (revealedCount > 0 || round.status === "lost")
      ? formatMultiplier(round.status === "lost" ? "0" : round.multiplier)
      : "–";
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
            ? t`Cash out ${money(payoutFor(round.amount, round.multiplier, session.wallet.decimals), session.wallet.code, { unit: "none" })} ${session.wallet.code}`
            : t`Cash out`,
        onClick: () => void cash(),
        disabled: revealedCount === 0 || pendingTile !== null,
        loading: game.cashing,
      }
    : {
        label: t`Bet`,
        onClick: () => void startRound(),
        disabled: !session.amount || compareDecimal(session.amount, 0) <= 0 || game.starting,
        loading: game.starting,
      };

  return (
    <GameLayout
      title={t`Mines`}
      primary={primary}
      locked={active}
      hotkeys={[{ key: "r", keyLabel: "R", label: t`Reveal a random tile`, run: randomTile }]}
      controls={
        <Select
          label={t`Mines`}
          value={String(mines)}
          disabled={active}
          onChange={(e) => {
            setMines(Number(e.target.value));
            // A new mine count starts afresh: the ended round's figures go.
            if (!active) setRound(null);
          }}
          options={MINE_COUNTS.map((n) => ({ value: String(n), label: String(n) }))}
        />
      }
      stats={
        <Stats>
          <Stat label={t`Current multiplier`} value={currentMultiplier} />
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
          <Outcome win={round?.status === "cashed_out"} aria-live="polite">
            {round?.status === "cashed_out"
              ? t`Cashed out ${money(round.payout, session.wallet.code, { unit: "none" })} ${session.wallet.code} at ${formatDecimal(round.multiplier, { locale, minDecimals: 2, maxDecimals: 4 })}×`
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
