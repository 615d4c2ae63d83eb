import { useCallback, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { useLingui } from "@lingui/react/macro";
import {
  FUN_DECIMALS,
  FUN_WALLET_CODE,
  playActions,
  selectFunBalance,
  selectIsLoggedIn,
  selectPlayRefusal,
  type FunRefusal,
  type OriginalSlug,
} from "@casino/core";
import { EmptyState, Spinner, StagePlaceholder, type ResultStripItem } from "@casino/ui";
import { useFailureText } from "../responsible-gaming/index.ts";
import { asRequestError } from "../../shared/request-error.ts";
import { useAppDispatch, useAppSelector } from "@casino/core/react";
import { FairnessDialog } from "./fairness-dialog.tsx";
import { useTurbo } from "./reveal.ts";
import {
  OriginalsSessionContext,
  type ErrorAction,
  type OriginalsSession,
  type Settled,
} from "./session.ts";
import { DiceGame } from "./games/dice-game.tsx";
import { KenoGame } from "./games/keno-game.tsx";
import { LimboGame } from "./games/limbo-game.tsx";
import { MinesGame } from "./games/mines-game.tsx";
import { PlinkoGame } from "./games/plinko-game.tsx";
import { useOriginalsWallet } from "./use-originals-wallet.ts";
import { PayoutTableSection } from "./payout-tables.tsx";
import { useMoney } from "../../shared/use-money.ts";

/** `?fairness=seeds` opens the fairness dialog on the seed pair (a bet's details link here). */
export const FAIRNESS_PARAM = "fairness";

/** The slugs of the provably fair originals. */
export const ORIGINAL_SLUGS: readonly OriginalSlug[] = ["dice", "limbo", "mines", "plinko", "keno"];

/** Whether a catalogue slug is one of the originals (the play page then renders them natively). */
export function isOriginalSlug(slug: string | undefined): slug is OriginalSlug {
  return ORIGINAL_SLUGS.includes(slug as OriginalSlug);
}

const HISTORY = 20;

const games = {
  dice: DiceGame,
  limbo: LimboGame,
  mines: MinesGame,
  plinko: PlinkoGame,
  keno: KenoGame,
} as const;

const FUN_REFUSALS: readonly unknown[] = [
  "amount_invalid",
  "insufficient_balance",
  "invalid_value",
];
const isFunRefusal = (e: unknown): e is FunRefusal => FUN_REFUSALS.includes(e);

type Described = { text: string; action: ErrorAction | null };

/**
 * What both modes share: stake, sound, turbo, history and the last refusal (the screen's own, or
 * the play saga's refusal of this game's last bet; `describeOwn` reads a fun round's refusal).
 */
function useScreenState(slug: OriginalSlug, describeOwn?: (e: unknown) => Described | null) {
  const dispatch = useAppDispatch();
  const refusal = useAppSelector(selectPlayRefusal);
  const betRefusal = refusal?.game === slug ? refusal.error : null;
  const { multiplier } = useMoney();
  const describeFailure = useFailureText();
  const [amount, setAmount] = useState("1");
  const [sound, setSound] = useState(false);
  const [turbo, toggleTurbo] = useTurbo();
  const [history, setHistory] = useState<ResultStripItem[]>([]);
  const [error, setError] = useState<{ text: string; action: ErrorAction | null } | null>(null);
  const record = useCallback(
    (bet: Settled) => {
      setHistory((h) =>
        [{ id: bet.id, label: multiplier(bet.multiplier), win: bet.win }, ...h].slice(0, HISTORY),
      );
    },
    [multiplier],
  );
  const describe = useCallback(
    (e: unknown): Described => {
      const own = describeOwn?.(e);
      if (own) return own;
      if (typeof e === "string") return { text: e, action: null as ErrorAction | null };
      const failure = asRequestError(e);
      return {
        text: describeFailure(failure),
        action: (failure?.code === "insufficient_balance" ? "deposit" : null) as ErrorAction | null,
      };
    },
    [describeFailure, describeOwn],
  );
  const fail = useCallback((e: unknown) => setError(describe(e)), [describe]);
  const clearError = useCallback(() => {
    setError(null);
    dispatch(playActions.refusalCleared());
  }, [dispatch]);
  const shown = useMemo(
    () => error ?? (betRefusal ? describe(betRefusal) : null),
    [error, betRefusal, describe],
  );
  const base = useMemo(
    () => ({
      amount,
      setAmount,
      sound,
      toggleSound: () => setSound((on) => !on),
      turbo,
      toggleTurbo,
      history,
      record,
      error: shown?.text ?? null,
      errorAction: shown?.action ?? null,
      fail,
      clearError,
    }),
    [amount, sound, turbo, toggleTurbo, history, record, shown, fail, clearError],
  );
  return base;
}

function RealScreen({ slug }: { slug: OriginalSlug }) {
  const { t } = useLingui();
  const wallet = useOriginalsWallet();
  const base = useScreenState(slug);
  const [params, setParams] = useSearchParams();
  const [fairness, setFairness] = useState<{ open: boolean; betId: number | null }>(() => ({
    open: params.get(FAIRNESS_PARAM) === "seeds",
    betId: null,
  }));
  const closeFairness = () => {
    setFairness((f) => ({ ...f, open: false }));
    if (params.has(FAIRNESS_PARAM))
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(FAIRNESS_PARAM);
          return next;
        },
        { replace: true },
      );
  };
  const session = useMemo<OriginalsSession | null>(
    () =>
      wallet
        ? {
            ...base,
            slug,
            wallet,
            fun: false,
            openFairness: (betId?: number) => setFairness({ open: true, betId: betId ?? null }),
          }
        : null,
    [base, slug, wallet],
  );

  if (!session) return <Spinner label={t`Loading your wallet`} />;
  const Game = games[slug];
  return (
    <>
      <OriginalsSessionContext value={session}>
        <Game key={slug} />
      </OriginalsSessionContext>
      <PayoutTableSection game={slug} />
      <FairnessDialog
        open={fairness.open}
        onClose={closeFairness}
        game={slug}
        betId={fairness.betId}
      />
    </>
  );
}

/**
 * A guest plays with pretend money; the core's play saga computes each round in the browser
 * (`docs/originals-screens.md`).
 */
function FunScreen({ slug }: { slug: OriginalSlug }) {
  const { t } = useLingui();
  // A fun round's refusal (the server's keys) reads in fun money's words.
  const describeFun = useCallback(
    (e: unknown): Described | null => {
      const code = typeof e === "string" ? e : (asRequestError(e)?.code ?? null);
      if (!isFunRefusal(code)) return null;
      if (code === "insufficient_balance")
        return { text: t`Not enough fun money for this stake.`, action: "refill" };
      if (code === "amount_invalid")
        return { text: t`Enter a stake of at least 0.01 with at most 2 decimals.`, action: null };
      return { text: t`These settings cannot be played.`, action: null };
    },
    [t],
  );
  const base = useScreenState(slug, describeFun);
  const balance = useAppSelector(selectFunBalance);
  const session = useMemo<OriginalsSession>(
    () => ({
      ...base,
      slug,
      wallet: { code: FUN_WALLET_CODE, balance, decimals: FUN_DECIMALS },
      fun: true,
      openFairness: null,
    }),
    [base, slug, balance],
  );
  const Game = games[slug];
  return (
    <>
      <OriginalsSessionContext value={session}>
        <Game key={slug} />
      </OriginalsSessionContext>
      <PayoutTableSection game={slug} />
    </>
  );
}

/**
 * A provably fair original (dice, limbo, mines, plinko, keno) as a native screen: the play page
 * renders it for an original's slug. A signed-in player plays for real; a guest plays in fun
 * mode (pretend money, the same provably fair code, computed in the browser) and is offered to
 * sign up.
 */
export function OriginalGame({ slug }: { slug: string }) {
  const { t } = useLingui();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  if (!isOriginalSlug(slug))
    return (
      <StagePlaceholder>
        <EmptyState title={t`This game does not exist.`} />
      </StagePlaceholder>
    );
  return loggedIn ? <RealScreen slug={slug} /> : <FunScreen slug={slug} />;
}
