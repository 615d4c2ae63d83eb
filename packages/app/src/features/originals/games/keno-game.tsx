import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { plural } from "@lingui/core/macro";
import { type PlayedBet, KENO_MAX_PICKS, KENO_NUMBERS, KENO_TABLE } from "@casino/core";
import { Button, Columns, KenoBoard, PayoutStrip, type KenoCellState } from "@casino/ui";
import { GameLayout } from "../game-layout.tsx";
import { useOriginalsSession, useWalletAmount } from "../session.ts";
import { wait } from "../motion.ts";
import { useRevealMs } from "../reveal.ts";
import { beep } from "../sound.ts";
import { Outcome } from "./stats.tsx";

/** Random distinct numbers (a quick pick; the draw itself is the server's). */
function quickPick(count: number): number[] {
  const pool = Array.from({ length: KENO_NUMBERS }, (_, i) => i + 1);
  const out: number[] = [];
  const random = new Uint32Array(count);
  crypto.getRandomValues(random);
  for (let i = 0; i < count; i++) out.push(pool.splice(random[i]! % pool.length, 1)[0]!);
  return out.sort((a, b) => a - b);
}

/** Keno: pick 1 to 10 numbers from 1 to 40; 10 are drawn. */
export function KenoGame() {
  const session = useOriginalsSession();
  const amount = useWalletAmount();
  const { t } = useLingui();
  const [picks, setPicks] = useState<number[]>([]);
  const [drawn, setDrawn] = useState<number[]>([]);
  const [drawing, setDrawing] = useState(false);
  const [last, setLast] = useState<{ hits: number; payout: string; win: boolean } | null>(null);
  const step = useRevealMs(90, session.turbo);
  const table = picks.length > 0 ? KENO_TABLE[picks.length]! : [];
  const hitsWon = (hits: number, payout: string) => {
    const coin = session.wallet.code;
    return t({
      message: plural(hits, {
        one: `# hit: you won ${payout} ${coin}`,
        other: `# hits: you won ${payout} ${coin}`,
      }),
    });
  };

  const toggle = (n: number) => {
    setDrawn([]);
    setLast(null);
    setPicks((p) =>
      p.includes(n) ? p.filter((x) => x !== n) : p.length < KENO_MAX_PICKS ? [...p, n] : p,
    );
  };

  /** Shows a settled bet: the numbers are drawn one by one (manual and auto-bet). */
  const show = async (bet: PlayedBet) => {
    const draw = bet.outcome.drawn ?? [];
    setDrawn([]);
    setLast(null);
    setDrawing(true);
    for (let i = 1; i <= draw.length; i++) {
      setDrawn(draw.slice(0, i));
      beep(picks.includes(draw[i - 1]!) ? "gem" : "tick", session.sound);
      await wait(step);
    }
    setDrawing(false);
    setLast({ hits: bet.outcome.hits?.length ?? 0, payout: bet.payout, win: bet.win });
    beep(bet.win ? "win" : "loss", session.sound);
    session.record(bet);
  };

  const stateName = (state: KenoCellState) =>
    state === "hit"
      ? t`picked, drawn`
      : state === "drawn"
        ? t`drawn`
        : state === "picked"
          ? t`picked`
          : t`not picked`;

  return (
    <GameLayout
      title={t`Keno`}
      bet={{
        params: picks.length > 0 ? { game: "keno", params: { picks } } : null,
        refusal: t`Pick at least one number.`,
        show,
      }}
      locked={drawing}
      hotkeys={[
        {
          key: "r",
          keyLabel: "R",
          label: t`Quick pick 10 numbers`,
          run: () => setPicks(quickPick(KENO_MAX_PICKS)),
        },
        { key: "c", keyLabel: "C", label: t`Clear the picks`, run: () => setPicks([]) },
      ]}
      controls={
        <Columns from={null}>
          <Button
            variant="secondary"
            disabled={drawing}
            onClick={() => {
              setDrawn([]);
              setPicks(quickPick(KENO_MAX_PICKS));
            }}
          >{t`Quick pick`}</Button>
          <Button
            variant="secondary"
            disabled={drawing || picks.length === 0}
            onClick={() => {
              setDrawn([]);
              setPicks([]);
            }}
          >{t`Clear`}</Button>
        </Columns>
      }
      stage={
        <>
          <KenoBoard
            picks={picks}
            drawn={drawn}
            maxPicks={KENO_MAX_PICKS}
            disabled={drawing}
            onToggle={toggle}
            label={t`Keno numbers: ${picks.length} of ${KENO_MAX_PICKS} picked`}
            numberLabel={(n, state) => `${n}, ${stateName(state)}`}
          />
          {table.length > 0 ? (
            <PayoutStrip
              label={t`Payouts by hits`}
              items={table.map((m, hits) => ({
                key: hits,
                label: `${t({ message: plural(hits, { one: "# hit", other: "# hits" }) })}: ${m}×`,
                hit: last?.hits === hits,
              }))}
            />
          ) : (
            <Outcome win={false}>{t`Pick up to 10 numbers.`}</Outcome>
          )}
          <Outcome win={last?.win ?? false} aria-live="polite">
            {last
              ? last.win
                ? hitsWon(last.hits, amount(last.payout))
                : t({
                    message: plural(
                      { hits: last.hits },
                      {
                        one: "# hit: no win this time",
                        other: "# hits: no win this time",
                      },
                    ),
                  })
              : null}
          </Outcome>
        </>
      }
    />
  );
}
