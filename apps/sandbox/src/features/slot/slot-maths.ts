/**
 * The demo video slot's maths: 5 reels, 3 or 4 rows, paylines, a wild that substitutes for every
 * paying symbol, a scatter that pays anywhere and awards free spins (played at a multiplier, and
 * retriggerable). Pure: the random source is a parameter, so the server plays with a
 * cryptographic one and the benchmark with a fast seeded one.
 *
 * The return to player is exact, not estimated: every line pays the same expectation (each reel's
 * window shows a symbol with the strip's frequency), so {@link rawRtp} enumerates the 10^5 symbol
 * combinations of one line, adds the scatter's distribution and the free spins' value (a
 * geometric series over retriggers), and {@link slotConfig} scales the pay table so the game
 * returns exactly the catalogue's declared RTP.
 */

/** Symbol indexes: 0..7 pay on lines (0..3 low, 4..7 high), 8 is the wild, 9 the scatter. */
export const WILD = 8;
export const SCATTER = 9;
export const SYMBOL_COUNT = 10;
export const REELS = 5;

export type Volatility = "low" | "medium" | "high";

/** A random integer in [0, n). */
export type RandomInt = (n: number) => number;

/**
 * Base pays per symbol for 3, 4 and 5 of a kind, in line bets, before scaling to the declared
 * RTP. High volatility pays more for the high symbols and carries fewer of them.
 */
const BASE_PAYS: Record<Volatility, [number, number, number][]> = {
  low: [
    [2, 5, 15],
    [2, 6, 18],
    [3, 8, 20],
    [3, 10, 25],
    [5, 15, 40],
    [6, 20, 50],
    [8, 25, 75],
    [10, 40, 100],
  ],
  medium: [
    [2, 5, 20],
    [2, 6, 25],
    [3, 10, 30],
    [4, 12, 40],
    [6, 20, 75],
    [8, 30, 100],
    [10, 50, 150],
    [15, 75, 250],
  ],
  high: [
    [2, 6, 25],
    [3, 8, 30],
    [4, 12, 40],
    [5, 15, 50],
    [10, 40, 150],
    [15, 60, 250],
    [20, 100, 400],
    [30, 150, 750],
  ],
};

/** Scatter pays for 3, 4 and 5 scatters anywhere, in total bets. */
const SCATTER_PAYS: Record<Volatility, [number, number, number]> = {
  low: [1, 5, 20],
  medium: [2, 10, 50],
  high: [2, 20, 100],
};

/** Free spins are paid at this multiplier. */
export const FREE_SPIN_MULTIPLIER: Record<Volatility, number> = { low: 2, medium: 2, high: 3 };

/** Symbol counts on each reel strip (index = symbol); the scatter appears at most once a window. */
const STRIP_COUNTS: Record<Volatility, number[]> = {
  low: [8, 8, 7, 7, 5, 5, 4, 4, 2, 1],
  medium: [9, 8, 8, 7, 5, 4, 3, 3, 2, 1],
  high: [10, 9, 9, 8, 4, 3, 2, 2, 2, 1],
};

/** Builds a reel strip from symbol counts, spreading each symbol over the strip (deterministic). */
export function buildStrip(counts: readonly number[], reel: number): number[] {
  const length = counts.reduce((a, b) => a + b, 0);
  // Weighted round robin: each slot takes the symbol furthest behind its share.
  const strip: number[] = [];
  const given = counts.map(() => 0);
  for (let i = 0; i < length; i++) {
    let best = -1;
    let bestDebt = -Infinity;
    for (let s = 0; s < counts.length; s++) {
      const debt = ((i + 1 + reel) * counts[s]!) / length - given[s]!;
      if (given[s]! < counts[s]! && debt > bestDebt) {
        best = s;
        bestDebt = debt;
      }
    }
    strip.push(best);
    given[best]!++;
  }
  return strip;
}

/** Generates `count` paylines over `rows` rows: the straight rows first, then zigzags. */
export function buildPaylines(rows: number, count: number): number[][] {
  const lines: number[][] = [];
  const seen = new Set<string>();
  const add = (line: number[]) => {
    const key = line.join("");
    if (lines.length < count && !seen.has(key)) {
      seen.add(key);
      lines.push(line);
    }
  };
  for (let r = 0; r < rows; r++) add([r, r, r, r, r]);
  const shapes = [
    [0, 1, 2, 1, 0],
    [2, 1, 0, 1, 2],
    [0, 0, 1, 2, 2],
    [2, 2, 1, 0, 0],
    [1, 0, 0, 0, 1],
    [1, 2, 2, 2, 1],
    [0, 1, 0, 1, 0],
    [2, 1, 2, 1, 2],
    [1, 0, 1, 2, 1],
    [1, 2, 1, 0, 1],
    [0, 1, 1, 1, 0],
    [2, 1, 1, 1, 2],
    [1, 1, 0, 1, 1],
    [1, 1, 2, 1, 1],
    [0, 0, 2, 0, 0],
    [2, 2, 0, 2, 2],
    [0, 2, 2, 2, 0],
    [2, 0, 0, 0, 2],
  ];
  for (let offset = 0; offset + 2 < rows; offset++)
    for (const shape of shapes) add(shape.map((r) => r + offset));
  // Every remaining combination, in order, until the count is reached.
  for (let code = 0; lines.length < count && code < rows ** REELS; code++) {
    const line: number[] = [];
    for (let reel = 0, c = code; reel < REELS; reel++, c = Math.floor(c / rows))
      line.push(c % rows);
    add(line);
  }
  return lines;
}

/** What a line of symbols pays, in (unscaled) line bets, and how many symbols it counts. */
export function linePay(
  symbols: readonly number[],
  pays: readonly (readonly [number, number, number])[],
): { symbol: number; count: number; pay: number } | undefined {
  const first = symbols.find((s) => s !== WILD);
  if (first === SCATTER) {
    // A scatter before any paying symbol ends the line; leading wilds alone pay nothing then.
    return undefined;
  }
  // Five wilds pay as the top symbol.
  const symbol = first ?? pays.length - 1;
  let count = 0;
  while (count < symbols.length && (symbols[count] === symbol || symbols[count] === WILD)) count++;
  if (count < 3) return undefined;
  return { symbol, count, pay: pays[symbol]![count - 3]! };
}

export interface SlotParams {
  volatility: Volatility;
  rows: number;
  /** Paylines played (clamped to what the rows allow). */
  lines: number;
  freeSpins: number;
  /** Declared RTP, a fraction (0.965). */
  rtp: number;
}

export interface SlotConfig {
  params: SlotParams;
  strips: number[][];
  paylines: number[][];
  /** Line pays in line bets (scaled), per symbol for 3/4/5. */
  pays: [number, number, number][];
  /** Scatter pays in total bets (scaled), for 3/4/5. */
  scatterPays: [number, number, number];
  freeSpinMultiplier: number;
  /** The RTP of the unscaled tables and the scale applied. */
  rawRtp: number;
  scale: number;
}

/** How many paylines a grid of `rows` rows offers at most. */
export const maxLines = (rows: number) => (rows >= 4 ? 40 : 20);

/** The catalogue's `engine_params` and RTP as engine parameters (with safe defaults). */
export function slotParams(
  engineParams: Record<string, unknown>,
  rtpPercent: string | null,
): SlotParams {
  const volatility = (["low", "medium", "high"] as const).find(
    (v) => v === engineParams["volatility"],
  );
  const rows = engineParams["rows"] === 4 ? 4 : 3;
  const paylines = Number(engineParams["paylines"]);
  const freeSpins = Number(engineParams["free_spins"]);
  const rtp = Number(rtpPercent);
  return {
    volatility: volatility ?? "medium",
    rows,
    lines:
      Number.isInteger(paylines) && paylines > 0
        ? Math.min(paylines, maxLines(rows))
        : maxLines(rows),
    freeSpins: Number.isInteger(freeSpins) && freeSpins >= 5 && freeSpins <= 20 ? freeSpins : 10,
    rtp: rtp >= 80 && rtp <= 99.5 ? rtp / 100 : 0.96,
  };
}

/** Probability that one reel's window shows each symbol at a given row (the strip frequency). */
function frequencies(strip: readonly number[]): number[] {
  const f = new Array<number>(SYMBOL_COUNT).fill(0);
  for (const s of strip) f[s]! += 1 / strip.length;
  return f;
}

/**
 * The exact RTP of pay tables over strips: expected line pays (all lines alike), scatter pays and
 * the free spins' value, per unit of total bet.
 */
export function exactRtp(input: {
  strips: number[][];
  rows: number;
  pays: readonly (readonly [number, number, number])[];
  scatterPays: readonly [number, number, number];
  freeSpins: number;
  freeSpinMultiplier: number;
}): { rtp: number; lineRtp: number; scatterRtp: number; triggerChance: number } {
  const freq = input.strips.map(frequencies);
  // One line: enumerate every symbol combination with its probability.
  let lineEv = 0;
  const line = [0, 0, 0, 0, 0];
  const walk = (reel: number, p: number) => {
    if (p === 0) return;
    if (reel === REELS) {
      const win = linePay(line, input.pays);
      if (win) lineEv += p * win.pay;
      return;
    }
    for (let s = 0; s < SYMBOL_COUNT; s++) {
      line[reel] = s;
      walk(reel + 1, p * freq[reel]![s]!);
    }
  };
  walk(0, 1);
  // Scatters: a reel shows one when one of its `rows` visible positions holds it.
  const visible = input.strips.map((strip) => {
    const count = strip.filter((s) => s === SCATTER).length;
    return (count * input.rows) / strip.length;
  });
  let dist = [1];
  for (const p of visible) {
    const next = new Array<number>(dist.length + 1).fill(0);
    dist.forEach((q, k) => {
      next[k]! += q * (1 - p);
      next[k + 1]! += q * p;
    });
    dist = next;
  }
  const scatterRtp = [3, 4, 5].reduce((acc, k) => acc + dist[k]! * input.scatterPays[k - 3]!, 0);
  const triggerChance = dist[3]! + dist[4]! + dist[5]!;
  // Per line bet = total bet / lines: a line's expectation in line bets is its share of the RTP.
  const base = lineEv + scatterRtp;
  const spinsPerTrigger = input.freeSpins / (1 - triggerChance * input.freeSpins);
  const rtp = base * (1 + triggerChance * spinsPerTrigger * input.freeSpinMultiplier);
  return { rtp, lineRtp: lineEv, scatterRtp, triggerChance };
}

const configs = new Map<string, SlotConfig>();

/** The strips, lines and scaled pay tables of a parameter set (cached). */
export function slotConfig(params: SlotParams): SlotConfig {
  const key = JSON.stringify(params);
  const cached = configs.get(key);
  if (cached) return cached;
  const strips = Array.from({ length: REELS }, (_, reel) =>
    buildStrip(STRIP_COUNTS[params.volatility], reel),
  );
  const base = {
    strips,
    rows: params.rows,
    pays: BASE_PAYS[params.volatility],
    scatterPays: SCATTER_PAYS[params.volatility],
    freeSpins: params.freeSpins,
    freeSpinMultiplier: FREE_SPIN_MULTIPLIER[params.volatility],
  };
  const raw = exactRtp(base).rtp;
  const scale = params.rtp / raw;
  const config: SlotConfig = {
    params,
    strips,
    paylines: buildPaylines(params.rows, params.lines),
    pays: base.pays.map((p) => p.map((x) => x * scale) as [number, number, number]),
    scatterPays: base.scatterPays.map((x) => x * scale) as [number, number, number],
    freeSpinMultiplier: base.freeSpinMultiplier,
    rawRtp: raw,
    scale,
  };
  configs.set(key, config);
  return config;
}

export interface LineWin {
  line: number;
  symbol: number;
  count: number;
  /** In total bets. */
  multiplier: number;
}

export interface SpinResult {
  /** grid[reel][row]. */
  grid: number[][];
  stops: number[];
  lineWins: LineWin[];
  scatters: number;
  /** Scatter pay, in total bets. */
  scatterMultiplier: number;
  /** Total pay of the spin, in total bets (the free-spin multiplier applied when it is one). */
  multiplier: number;
  freeSpinsAwarded: number;
}

/** The visible grid for given reel stops. */
export function gridAt(config: SlotConfig, stops: readonly number[]): number[][] {
  return config.strips.map((strip, reel) =>
    Array.from(
      { length: config.params.rows },
      (_, row) => strip[(stops[reel]! + row) % strip.length]!,
    ),
  );
}

/** Evaluates a grid: line wins, scatters, free spins. */
export function evaluate(
  config: SlotConfig,
  grid: number[][],
  stops: number[],
  freeSpin: boolean,
): SpinResult {
  const lines = config.paylines.length;
  const lineWins: LineWin[] = [];
  let total = 0;
  config.paylines.forEach((line, index) => {
    const win = linePay(
      line.map((row, reel) => grid[reel]![row]!),
      config.pays,
    );
    if (win) {
      const multiplier = win.pay / lines;
      lineWins.push({ line: index, symbol: win.symbol, count: win.count, multiplier });
      total += multiplier;
    }
  });
  const scatters = grid.filter((column) => column.includes(SCATTER)).length;
  const scatterMultiplier = scatters >= 3 ? config.scatterPays[scatters - 3]! : 0;
  total += scatterMultiplier;
  if (freeSpin) total *= config.freeSpinMultiplier;
  return {
    grid,
    stops,
    lineWins,
    scatters,
    scatterMultiplier,
    multiplier: total,
    freeSpinsAwarded: scatters >= 3 ? config.params.freeSpins : 0,
  };
}

/** One spin: random stops, then {@link evaluate}. */
export function spin(config: SlotConfig, random: RandomInt, freeSpin = false): SpinResult {
  const stops = config.strips.map((strip) => random(strip.length));
  return evaluate(config, gridAt(config, stops), stops, freeSpin);
}

/** The pay table as shown to the player: line pays in line bets, scatter pays in total bets. */
export function payTable(config: SlotConfig) {
  const round2 = (x: number) => Math.round(x * 100) / 100;
  return {
    lines: config.paylines.length,
    paylines: config.paylines,
    symbols: config.pays.map((p, symbol) => ({ symbol, pays: p.map(round2) })),
    wild: WILD,
    scatter: { symbol: SCATTER, pays: config.scatterPays.map(round2) },
    freeSpins: config.params.freeSpins,
    freeSpinMultiplier: config.freeSpinMultiplier,
    rtp: config.params.rtp,
  };
}
