import { useCallback, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import styled from "styled-components";
import { useLingui } from "@lingui/react/macro";
import { selectIsLoggedIn, sessionActions, type OriginalSlug } from "@casino/core";
import { Button, EmptyState, Spinner, type ResultStripItem } from "@casino/ui";
import { useFailureText } from "../responsible-gaming/refusal-message.ts";
import { asRequestError } from "../../shared/request-error.ts";
import { useAppDispatch, useAppSelector } from "../../shared/store-hooks.ts";
import { FairnessDialog } from "./fairness-dialog.tsx";
import type { OriginalsShell, Settled } from "./game-layout.tsx";
import { DiceGame } from "./games/dice-game.tsx";
import { KenoGame } from "./games/keno-game.tsx";
import { LimboGame } from "./games/limbo-game.tsx";
import { MinesGame } from "./games/mines-game.tsx";
import { PlinkoGame } from "./games/plinko-game.tsx";
import { useOriginalsWallet } from "./use-originals-wallet.ts";
import { PayoutTableSection } from "./payout-tables.tsx";

/** `?fairness=seeds` opens the fairness dialog on the seed pair (a bet's details link here). */
export const FAIRNESS_PARAM = "fairness";
import { useMoney } from "../../shared/use-money.ts";

/** The slugs of the provably fair originals. */
export const ORIGINAL_SLUGS: readonly OriginalSlug[] = ["dice", "limbo", "mines", "plinko", "keno"];

/** Whether a catalogue slug is one of the originals (the play page then renders them natively). */
export function isOriginalSlug(slug: string | undefined): slug is OriginalSlug {
  return ORIGINAL_SLUGS.includes(slug as OriginalSlug);
}

const HISTORY = 20;

const Prompt = styled.section`
  display: grid;
  place-items: center;
  align-content: center;
  gap: ${({ theme }) => theme.space.md};
  min-block-size: 24rem;
  inline-size: 100%;
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.xl};
`;

/** Each original's name, as its screen titles it. */
function useOriginalTitles(): Record<OriginalSlug, string> {
  const { t } = useLingui();
  return { dice: t`Dice`, limbo: t`Limbo`, mines: t`Mines`, plinko: t`Plinko`, keno: t`Keno` };
}

const games = {
  dice: DiceGame,
  limbo: LimboGame,
  mines: MinesGame,
  plinko: PlinkoGame,
  keno: KenoGame,
} as const;

function OriginalScreen({ slug }: { slug: OriginalSlug }) {
  const { t } = useLingui();
  const { multiplier } = useMoney();
  const describeFailure = useFailureText();
  const wallet = useOriginalsWallet();
  const [amount, setAmount] = useState("1");
  const [sound, setSound] = useState(false);
  const [history, setHistory] = useState<ResultStripItem[]>([]);
  const [error, setError] = useState<string | null>(null);
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

  const record = useCallback((bet: Settled) => {
    setHistory((h) =>
      [{ id: bet.id, label: multiplier(bet.multiplier), win: bet.win }, ...h].slice(0, HISTORY),
    );
  }, []);
  const fail = useCallback(
    (e: unknown) => {
      if (typeof e === "string") return setError(e);
      setError(describeFailure(asRequestError(e)));
    },
    [describeFailure],
  );

  const shell = useMemo<OriginalsShell | null>(
    () =>
      wallet
        ? {
            slug,
            wallet,
            amount,
            setAmount,
            sound,
            history,
            record,
            error,
            fail,
            clearError: () => setError(null),
            openFairness: (betId?: number) => setFairness({ open: true, betId: betId ?? null }),
            toggleSound: () => setSound((s) => !s),
          }
        : null,
    [slug, wallet, amount, sound, history, record, error, fail],
  );

  if (!shell) return <Spinner label={t`Loading your wallet`} />;
  const Game = games[slug];
  return (
    <>
      <Game key={slug} shell={shell} />
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
 * A provably fair original (dice, limbo, mines, plinko, keno) as a native screen: the play page
 * renders it for an original's slug. Guests are asked to sign in (the originals are played
 * for real money only; the server has no fun mode for them).
 */
export function OriginalGame({ slug }: { slug: string }) {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const titles = useOriginalTitles();
  if (!isOriginalSlug(slug))
    return (
      <Prompt>
        <EmptyState title={t`This game does not exist.`} />
      </Prompt>
    );
  if (!loggedIn)
    return (
      <Prompt aria-labelledby="original-title">
        <Title id="original-title">{titles[slug]}</Title>
        <EmptyState
          title={t`Sign in to play`}
          description={t`The originals are played with your balance and your own provably fair seeds. Sign in or create an account to play.`}
          action={
            <Button onClick={() => dispatch(sessionActions.authDialogOpened({ tab: "login" }))}>
              {t`Sign in`}
            </Button>
          }
        />
      </Prompt>
    );
  return <OriginalScreen slug={slug} />;
}
