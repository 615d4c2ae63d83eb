import { useRef, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { plural } from "@lingui/core/macro";
import {
  type PlayedBet,
  PLINKO_MAX_ROWS,
  PLINKO_MIN_ROWS,
  PLINKO_RISKS,
  PLINKO_TABLES,
  type PlinkoRisk,
} from "@casino/core";
import { PlinkoBoard, Select, type PlinkoBall } from "@casino/ui";
import { GameLayout } from "../game-layout.tsx";
import { useOriginalsSession } from "../session.ts";
import { useRevealMs } from "../reveal.ts";
import { beep } from "../sound.ts";

const ROWS = Array.from(
  { length: PLINKO_MAX_ROWS - PLINKO_MIN_ROWS + 1 },
  (_, i) => PLINKO_MIN_ROWS + i,
);

/** Plinko: balls fall through the pegs along the server's path into a multiplier bucket. */
export function PlinkoGame() {
  const session = useOriginalsSession();
  const { t } = useLingui();
  const [rows, setRows] = useState(12);
  const [risk, setRisk] = useState<PlinkoRisk>("medium");
  const [balls, setBalls] = useState<PlinkoBall[]>([]);
  const [lastBucket, setLastBucket] = useState<number | null>(null);
  const landing = useRef(new Map<number, () => void>());
  const rowDuration = useRevealMs(120, session.turbo);
  const multipliers = PLINKO_TABLES[risk][rows]!;
  const riskNames: Record<PlinkoRisk, string> = {
    low: t`Low`,
    medium: t`Medium`,
    high: t`High`,
  };

  /** Shows a settled bet: a ball falls along the server's path (manual and auto-bet). */
  const show = async (bet: PlayedBet) => {
    const landed = new Promise<void>((resolve) => landing.current.set(bet.id, resolve));
    setBalls((list) => [...list, { id: bet.id, path: bet.outcome.path ?? [] }]);
    await landed;
    setBalls((list) => list.filter((b) => b.id !== bet.id));
    beep(bet.win && Number(bet.multiplier) >= 1 ? "win" : "loss", session.sound);
    session.record(bet);
  };

  const onLand = (id: string | number, bucket: number) => {
    setLastBucket(bucket);
    landing.current.get(Number(id))?.();
    landing.current.delete(Number(id));
  };

  return (
    <GameLayout
      title={t`Plinko`}
      bet={{ params: { game: "plinko", params: { rows, risk } }, show }}
      locked={balls.length > 0}
      controls={
        <>
          <Select
            label={t`Risk`}
            value={risk}
            disabled={balls.length > 0}
            onChange={(e) => setRisk(e.target.value as PlinkoRisk)}
            options={PLINKO_RISKS.map((r) => ({ value: r, label: riskNames[r] }))}
          />
          <Select
            label={t`Rows`}
            value={String(rows)}
            disabled={balls.length > 0}
            onChange={(e) => setRows(Number(e.target.value))}
            options={ROWS.map((r) => ({ value: String(r), label: String(r) }))}
          />
        </>
      }
      stage={
        <PlinkoBoard
          rows={rows}
          multipliers={multipliers}
          balls={balls}
          onLand={onLand}
          rowDuration={rowDuration}
          lastBucket={lastBucket}
          label={t({
            message: plural(
              { rows },
              { one: "Plinko board with # row", other: "Plinko board with # rows" },
            ),
          })}
        />
      }
    />
  );
}
