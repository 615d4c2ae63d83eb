/**
 * Game sounds without audio files: short Web Audio tones (off by default; the player turns them
 * on). A missing or blocked AudioContext plays nothing.
 */
let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (context) return context;
  const Ctor =
    typeof window === "undefined"
      ? undefined
      : (window.AudioContext ??
        (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext);
  if (!Ctor) return null;
  try {
    context = new Ctor();
  } catch {
    return null;
  }
  return context;
}

export type Tone = "bet" | "win" | "loss" | "tick" | "gem" | "mine";

const tones: Record<Tone, { freq: number; to?: number; ms: number; type: OscillatorType }> = {
  bet: { freq: 440, ms: 60, type: "triangle" },
  tick: { freq: 880, ms: 25, type: "square" },
  gem: { freq: 660, to: 990, ms: 120, type: "sine" },
  win: { freq: 523, to: 1046, ms: 220, type: "sine" },
  loss: { freq: 220, to: 110, ms: 220, type: "sawtooth" },
  mine: { freq: 160, to: 60, ms: 320, type: "sawtooth" },
};

/** Plays one tone when `enabled`. */
export function beep(tone: Tone, enabled: boolean): void {
  if (!enabled) return;
  const ctx = audio();
  if (!ctx) return;
  if (ctx.state === "suspended") void ctx.resume();
  const spec = tones[tone];
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  const now = ctx.currentTime;
  const end = now + spec.ms / 1000;
  osc.type = spec.type;
  osc.frequency.setValueAtTime(spec.freq, now);
  if (spec.to) osc.frequency.exponentialRampToValueAtTime(spec.to, end);
  gain.gain.setValueAtTime(0.08, now);
  gain.gain.exponentialRampToValueAtTime(0.0001, end);
  osc.connect(gain).connect(ctx.destination);
  osc.start(now);
  osc.stop(end);
}
