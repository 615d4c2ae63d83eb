import { useEffect, useState } from "react";
import styled from "styled-components";
import { VisuallyHidden } from "../visually-hidden/index.ts";
import { roundToneColor, type RoundTone } from "./round-tone.ts";

export interface LimboDisplayProps {
  /** The result to count up to (null before the first bet). */
  result: number | null;
  win: boolean | null;
  /** Changes with every bet so the count restarts (the bet id). */
  runId?: string | number | null;
  /** Milliseconds of the count (0 for reduced motion). */
  duration?: number;
  onDone?: () => void;
  /** Accessible name of the result, e.g. "Result". */
  label: string;
  /**
   * Writes a figure with two decimals in the player's language (`ru`: `1,00`); default
   * `toFixed(2)`.
   */
  formatNumber?: (value: number) => string;
}

const twoDecimals = (value: number) => value.toFixed(2);

const Big = styled.div<{ $tone: RoundTone }>`
  display: block;
  text-align: center;
  font-size: clamp(3rem, 12vw, 6rem);
  font-weight: ${({ theme }) => theme.typography.fontWeights.black};
  font-variant-numeric: tabular-nums;
  letter-spacing: -0.02em;
  ${roundToneColor}
  text-shadow: 0 0 24px
    ${({ theme, $tone }) => ($tone === "win" ? theme.colors.success : "transparent")};
  transition: color ${({ theme }) => theme.motion.duration.base};
`;

/** The limbo multiplier: counts up from 1.00× to the server's result, then shows win or loss. */
export function LimboDisplay({
  result,
  win,
  runId = null,
  duration = 600,
  onDone,
  label,
  formatNumber = twoDecimals,
}: LimboDisplayProps) {
  const [shown, setShown] = useState<number>(result ?? 1);
  const [done, setDone] = useState(true);
  useEffect(() => {
    if (result === null) return undefined;
    if (duration <= 0) {
      setShown(result);
      setDone(true);
      onDone?.();
      return undefined;
    }
    setDone(false);
    let frame = 0;
    const start = performance.now();
    const step = (now: number) => {
      const t = Math.max(0, Math.min((now - start) / duration, 1));
      // Exponential ease: multipliers grow like the crash curve.
      setShown(Math.pow(result, 1 - Math.pow(1 - t, 3)));
      if (t < 1) frame = requestAnimationFrame(step);
      else {
        setShown(result);
        setDone(true);
        onDone?.();
      }
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [runId, result]);
  const tone = !done || win === null ? "idle" : win ? "win" : "loss";
  return (
    <div>
      <Big $tone={tone} aria-hidden="true">
        {`${formatNumber(Math.floor(shown * 100) / 100)}×`}
      </Big>
      <VisuallyHidden role="status">
        {done && result !== null ? `${label} ${formatNumber(result)}×` : ""}
      </VisuallyHidden>
    </div>
  );
}
