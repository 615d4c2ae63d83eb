import { type ReactNode, useEffect, useRef, useState } from "react";
import styled from "styled-components";
import { stack, textStyle } from "../../theme/layout.ts";
import { getTimeParts } from "./time-parts.ts";

export interface CountdownLabels {
  days: string;
  hours: string;
  minutes: string;
  seconds?: string;
}

export interface CountdownProps {
  /** When it ends (Date or epoch ms). */
  target: Date | number;
  /** Unit labels, already translated. */
  labels: CountdownLabels;
  /** Accessible name of the timer, e.g. "Tournament ends in". */
  label: string;
  /** Also show seconds (default false: days, hours, minutes). */
  showSeconds?: boolean;
  /** Called once when the target is reached. */
  onComplete?: () => void;
  /** Shown instead of the units once finished. */
  completedContent?: ReactNode;
  className?: string;
}

const Root = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.sm};
`;

const Unit = styled.span`
  ${stack()}
  align-items: center;
  min-inline-size: ${({ theme }) => theme.sizes.controlMd};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Value = styled.span`
  font-family: ${({ theme }) => theme.typography.fonts.display};
  font-size: ${({ theme }) => theme.typography.fontSizes.lg};
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.text};
`;

const UnitLabel = styled.span`
  ${textStyle("xs", "textMuted")}
`;

const toMs = (target: Date | number) => (typeof target === "number" ? target : target.getTime());
const pad = (n: number) => String(n).padStart(2, "0");

/**
 * Time left until `target` in days, hours and minutes (optionally seconds),
 * updated every second; `onComplete` fires once at the target.
 * It is a `timer` role, which screen readers do not announce on every tick.
 */
export function Countdown({
  target,
  labels,
  label,
  showSeconds = false,
  onComplete,
  completedContent,
  className,
}: CountdownProps) {
  const end = toMs(target);
  const [now, setNow] = useState(() => Date.now());
  const completeRef = useRef(onComplete);
  useEffect(() => {
    completeRef.current = onComplete;
  });

  useEffect(() => {
    let fired = false;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      if (current >= end && !fired) {
        fired = true;
        clearInterval(id);
        completeRef.current?.();
      }
    };
    const id = setInterval(tick, 1000);
    tick();
    return () => clearInterval(id);
  }, [end]);

  const remaining = end - now;
  if (remaining <= 0 && completedContent)
    return <div className={className}>{completedContent}</div>;
  const parts = getTimeParts(remaining);
  const units: [number, string][] = [
    [parts.days, labels.days],
    [parts.hours, labels.hours],
    [parts.minutes, labels.minutes],
  ];
  if (showSeconds && labels.seconds) units.push([parts.seconds, labels.seconds]);

  return (
    <Root role="timer" aria-label={label} className={className}>
      {units.map(([value, unit]) => (
        <Unit key={unit}>
          <Value>{pad(value)}</Value>
          <UnitLabel>{unit}</UnitLabel>
        </Unit>
      ))}
    </Root>
  );
}
