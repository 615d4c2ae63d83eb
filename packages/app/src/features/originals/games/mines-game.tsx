import { useEffect, useRef, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { minesActions, minesMultiplier, payoutFor, selectMines } from "@casino/core";
import { useAppDispatch, useAppSelector } from "@casino/core/react";
import { MinesGrid, Select, type MinesTileState } from "@casino/ui";
import { GameLayout } from "../game-layout.tsx";
import { useOriginalsSession, useWalletAmount } from "../session.ts";
import { beep } from "../sound.ts";
import { Outcome, Stat, Stats } from "./stats.tsx";
import { compareDecimal, formatDecimal } from "@casino/rules";
import { useMoney } from "../../../shared/use-money.ts";

const MINE_COUNTS = Array.from({ length: 24 }, (_, i) => i + 1);

/**
 * Mines: a round on a 5 x 5 board; reveal safe tiles and cash out before a mine. The round is the
 * core's mines saga's (on the server for a player, restored after a reload; from the fun seeds
 * for a guest): this screen dispatches each move and renders the round.
 */
export function MinesGame() {
  const session = useOriginalsSession();
  const amount = useWalletAmount();
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const { locale, multiplier: formatMultiplier } = useMoney();
  const [chosenMines, setMines] = useState(3);
  const { round, pending, refusal } = useAppSelector(selectMines);
  const active = round?.status === "active";
  // A round in play (restored after a reload) keeps its own mine count.
  const mines = active ? round.mines : chosenMines;
  const pendingTile = pending?.move === "reveal" ? pending.tile : null;

  // The screen opened: a round still in play on the server comes back.
  const fun = session.fun;
  useEffect(() => {
    dispatch(minesActions.opened({ fun }));
  }, [dispatch, fun]);

  // A refused move shows like a refused bet.
  const { fail, clearError, sound, record } = session;
  useEffect(() => {
    if (!refusal) return;
    fail(refusal);
    dispatch(minesActions.refusalCleared());
  }, [refusal, fail, dispatch]);

  // Each move of the round sounds; an ended round joins the recent results.
  const before = useRef(round);
  useEffect(() => {
    const last = before.current;
    before.current = round;
    if (!round || round === last || last?.id !== round.id || last.status !== "active") return;
    if (round.status === "lost") beep("mine", sound);
    else if (round.status === "cashed_out") beep("win", sound);
    else if (round.revealed.length > last.revealed.length) beep("gem", sound);
    if (round.status === "active") return;
    record({
      id: round.id,
      amount: round.amount,
      payout: round.payout,
      multiplier: round.status === "lost" ? "0" : round.multiplier,
      win: round.status === "cashed_out",
    });
  }, [round, sound, record]);

  const startRound = () => {
    clearError();
    beep("bet", sound);
    dispatch(
      minesActions.startRequested({
        entityWalletCode: session.wallet.code,
        amount: session.amount,
        mines,
      }),
    );
  };

  const revealTile = (tile: number) => {
    if (!active || pending) return;
    dispatch(minesActions.revealRequested(tile));
  };

  const cash = () => dispatch(minesActions.cashOutRequested());

  const randomTile = () => {
    if (!active || !round) return;
    const free = Array.from({ length: 25 }, (_, i) => i).filter((i) => !round.revealed.includes(i));
    const pick = new Uint32Array(1);
    crypto.getRandomValues(pick);
    if (free.length > 0) revealTile(free[pick[0]! % free.length]!);
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
            ? t`Cash out ${amount(payoutFor(round.amount, round.multiplier, session.wallet.decimals))} ${session.wallet.code}`
            : t`Cash out`,
        onClick: cash,
        disabled: revealedCount === 0 || pendingTile !== null,
        loading: pending?.move === "cashOut",
      }
    : {
        label: t`Bet`,
        onClick: startRound,
        disabled:
          !session.amount || compareDecimal(session.amount, 0) <= 0 || pending?.move === "start",
        loading: pending?.move === "start",
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
            if (!active) dispatch(minesActions.cleared());
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
            onReveal={revealTile}
            label={t`Mines board`}
            tileLabel={(tile, state) => t`Tile ${tile + 1}, ${stateName(state)}`}
          />
          <Outcome win={round?.status === "cashed_out"} aria-live="polite">
            {round?.status === "cashed_out"
              ? t`Cashed out ${amount(round.payout)} ${session.wallet.code} at ${formatDecimal(round.multiplier, { locale, minDecimals: 2, maxDecimals: 4 })}×`
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
