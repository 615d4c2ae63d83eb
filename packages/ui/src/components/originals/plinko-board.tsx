import { useEffect, useRef, useState } from "react";
import styled, { useTheme } from "styled-components";

export interface PlinkoBall {
  id: string | number;
  /** Left (0) or right (1) at each row: the server's path. */
  path: number[];
}

export interface PlinkoBoardProps {
  rows: number;
  /** Multipliers of the buckets 0..rows (as shown, e.g. "5.6"). */
  multipliers: readonly (string | number)[];
  /** Balls falling; each lands in the bucket its path gives, then `onLand` is called. */
  balls: PlinkoBall[];
  onLand?: (id: string | number, bucket: number) => void;
  /** Milliseconds per row (a reduced-motion player gets 0). */
  rowDuration?: number;
  /** Accessible name of the board. */
  label: string;
  /** The bucket that lit up last. */
  lastBucket?: number | null;
}

const W = 100;

const Svg = styled.svg`
  display: block;
  inline-size: 100%;
  max-inline-size: 40rem;
  margin-inline: auto;
  overflow: visible;
`;

/** Board geometry for `rows` rows: peg spacing, peg and bucket positions, the ball's stops. */
export function plinkoGeometry(rows: number) {
  const s = W / (rows + 2);
  const top = s * 0.8;
  const pegY = (i: number) => top + i * s;
  const pegs: { x: number; y: number }[] = [];
  for (let i = 0; i < rows; i++)
    for (let p = 0; p < i + 3; p++) pegs.push({ x: W / 2 + (p - (i + 2) / 2) * s, y: pegY(i) });
  const bucketY = pegY(rows - 1) + s * 0.9;
  const bucketX = (k: number) => W / 2 + (k - rows / 2) * s;
  /** The ball's stops: above each peg it hits, then the bucket. */
  const stops = (path: readonly number[]) => {
    const out: { x: number; y: number }[] = [{ x: W / 2, y: 0 }];
    let rights = 0;
    for (let i = 0; i < rows; i++) {
      out.push({ x: W / 2 + (rights - i / 2) * s, y: pegY(i) - s * 0.32 });
      rights += path[i] ?? 0;
    }
    out.push({ x: bucketX(rights), y: bucketY });
    return { points: out, bucket: rights };
  };
  return { s, pegs, bucketY, bucketX, stops, height: bucketY + s * 0.8 };
}

function Ball({
  ball,
  rows,
  rowDuration,
  onLand,
  color,
}: {
  ball: PlinkoBall;
  rows: number;
  rowDuration: number;
  onLand?: PlinkoBoardProps["onLand"];
  color: string;
}) {
  const geometry = plinkoGeometry(rows);
  const { points, bucket } = geometry.stops(ball.path);
  const [pos, setPos] = useState(points[0]!);
  const landed = useRef(false);
  const onLandRef = useRef(onLand);
  onLandRef.current = onLand;
  useEffect(() => {
    let frame = 0;
    const start = performance.now();
    const total = rowDuration * (points.length - 1);
    const finish = () => {
      if (landed.current) return;
      landed.current = true;
      setPos(points[points.length - 1]!);
      onLandRef.current?.(ball.id, bucket);
    };
    if (total <= 0) {
      finish();
      return undefined;
    }
    const step = (now: number) => {
      // A frame's timestamp may precede `start` (it is when the frame began): clamp at 0.
      const t = Math.max(0, Math.min((now - start) / rowDuration, points.length - 1));
      const i = Math.min(Math.floor(t), points.length - 2);
      const f = t - i;
      const a = points[i]!;
      const b = points[i + 1]!;
      // A small hop off each peg: x eases out, y falls with gravity and a bounce.
      const x = a.x + (b.x - a.x) * (1 - (1 - f) * (1 - f));
      const y = a.y + (b.y - a.y) * f * f - Math.sin(Math.PI * f) * geometry.s * 0.25;
      setPos({ x, y });
      if (t >= points.length - 1) finish();
      else frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
    // The path of a ball never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ball.id]);
  return <circle cx={pos.x} cy={pos.y} r={geometry.s * 0.22} fill={color} />;
}

/**
 * A bucket's label in at most 4 characters, so that it stays legible on a phone: 18.84 shows
 * as 18.8 and 110 as 110 (never more than the bucket pays); the exact value is its title.
 */
export function bucketLabel(value: number | string): string {
  const multiplier = Number(value);
  if (multiplier >= 100) return String(Math.floor(multiplier));
  if (multiplier >= 10) return String(Math.floor(multiplier * 10) / 10);
  return String(multiplier);
}

/** The label's font size: as large as the bucket allows. */
function bucketFontSize(label: string, s: number, width: number): number {
  return Math.min(s * 0.44, (width * 0.96) / (label.length * 0.56));
}

function bucketColor(index: number, count: number) {
  // Edges hot (red), centre cool (amber-yellow), as the multipliers go.
  const t = Math.abs(index - (count - 1) / 2) / ((count - 1) / 2);
  const hue = 50 - t * 50;
  return `hsl(${hue} 95% ${58 - t * 6}%)`;
}

/**
 * The plinko board: a triangle of pegs, the buckets with their multipliers, and balls that fall
 * along the server's path (one hop a row) and land in the bucket the path gives.
 */
export function PlinkoBoard({
  rows,
  multipliers,
  balls,
  onLand,
  rowDuration = 140,
  label,
  lastBucket = null,
}: PlinkoBoardProps) {
  const theme = useTheme();
  const g = plinkoGeometry(rows);
  const bw = g.s * 0.92;
  return (
    <Svg viewBox={`0 -2 ${W} ${g.height + 2}`} role="img" aria-label={label}>
      {g.pegs.map((p, i) => (
        <circle key={i} cx={p.x} cy={p.y} r={g.s * 0.1} fill={theme.colors.text} opacity={0.85} />
      ))}
      {multipliers.map((m, k) => {
        const x = g.bucketX(k);
        const lit = lastBucket === k;
        return (
          <g key={k} transform={lit ? `translate(0 ${g.s * 0.12})` : undefined}>
            <rect
              x={x - bw / 2}
              y={g.bucketY - g.s * 0.35}
              width={bw}
              height={g.s * 0.7}
              rx={g.s * 0.12}
              fill={bucketColor(k, multipliers.length)}
              opacity={lit ? 1 : 0.88}
            />
            <title>{`${m}×`}</title>
            <text
              x={x}
              y={g.bucketY + g.s * 0.14}
              textAnchor="middle"
              fontSize={bucketFontSize(bucketLabel(m), g.s, bw)}
              fontWeight={700}
              fill="#14152b"
            >
              {bucketLabel(m)}
            </text>
          </g>
        );
      })}
      {balls.map((ball) => (
        <Ball
          key={ball.id}
          ball={ball}
          rows={rows}
          rowDuration={rowDuration}
          onLand={onLand}
          color={theme.colors.primary}
        />
      ))}
    </Svg>
  );
}
