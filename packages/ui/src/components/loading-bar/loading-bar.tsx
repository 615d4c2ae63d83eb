import { useEffect, useRef, useState } from "react";
import styled, { css, keyframes } from "styled-components";

export interface LoadingBarProps {
  /** Whether something is loading now. */
  loading: boolean;
  /** Accessible name, e.g. "Loading page". */
  label: string;
  /** Loading shorter than this (ms) shows nothing (spec: 200 ms throttle). */
  delay?: number;
  /** Time (ms) the bar takes to creep towards the end while loading (spec: 2000 ms). */
  duration?: number;
}

type Phase = "hidden" | "running" | "finishing";

const creep = keyframes`
  from { transform: scaleX(0); }
  to { transform: scaleX(0.9); }
`;

const Track = styled.div`
  position: fixed;
  inset-block-start: 0;
  inset-inline: 0;
  z-index: ${({ theme }) => theme.zIndex.loadingBar};
  block-size: ${({ theme }) => theme.space.xs};
  background: ${({ theme }) => theme.colors.loadingOverlay};
  overflow: hidden;
  pointer-events: none;
`;

const Fill = styled.div<{ $phase: Phase; $duration: number }>`
  block-size: 100%;
  background: ${({ theme }) => theme.colors.loadingAccent};
  box-shadow: ${({ theme }) => theme.shadows.glowPrimary};
  transform-origin: left;
  [dir="rtl"] & {
    transform-origin: right;
  }
  ${({ $phase, $duration, theme }) =>
    $phase === "running"
      ? css`
          animation: ${creep} ${$duration}ms ${theme.motion.easing.enter} forwards;
        `
      : css`
          transform: scaleX(1);
          transition: transform ${theme.motion.duration.base} ${theme.motion.easing.standard};
        `}
`;

/**
 * A thin bar at the top of the page for route changes and slow requests.
 * It appears only when loading lasts longer than `delay` (200 ms), so quick
 * loads do not flicker, and completes to full width before disappearing.
 */
export function LoadingBar({ loading, label, delay = 200, duration = 2000 }: LoadingBarProps) {
  const [phase, setPhase] = useState<Phase>("hidden");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const phaseRef = useRef<Phase>(phase);
  phaseRef.current = phase;

  useEffect(() => {
    clearTimeout(timer.current);
    if (loading) {
      timer.current = setTimeout(() => setPhase("running"), delay);
    } else if (phaseRef.current !== "hidden") {
      setPhase("finishing");
      timer.current = setTimeout(() => setPhase("hidden"), 200);
    }
    return () => clearTimeout(timer.current);
  }, [loading, delay]);

  if (phase === "hidden") return null;
  return (
    <Track
      role="progressbar"
      aria-label={label}
      aria-busy={phase === "running"}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={phase === "finishing" ? 100 : undefined}
    >
      <Fill $phase={phase} $duration={duration} />
    </Track>
  );
}
