/** Stacking layers, lowest first. */
export const zIndex = {
  base: 0,
  raised: 1,
  sticky: 50,
  header: 100,
  drawer: 300,
  dialog: 400,
  toast: 500,
  tooltip: 600,
  loadingBar: 650,
  splash: 700,
} as const;

export type ZIndexToken = keyof typeof zIndex;

/** Animation durations and easings. `prefers-reduced-motion` turns them off globally. */
export const motion = {
  duration: {
    instant: "0ms",
    fast: "120ms",
    base: "200ms",
    slow: "320ms",
    slower: "500ms",
  },
  easing: {
    standard: "cubic-bezier(0.2, 0, 0, 1)",
    enter: "cubic-bezier(0, 0, 0.2, 1)",
    exit: "cubic-bezier(0.4, 0, 1, 1)",
    linear: "linear",
  },
} as const;

/**
 * Shadows. The `glow*` ones are the neon look: magenta (brand), cyan (info / wins)
 * and green (wins).
 */
export const shadows = {
  none: "none",
  sm: "0 1px 2px rgba(0, 0, 0, 0.35)",
  md: "0 4px 12px rgba(0, 0, 0, 0.4)",
  lg: "0 12px 32px rgba(0, 0, 0, 0.5)",
  glowPrimary: "0 0 0 1px rgba(224, 57, 159, 0.55), 0 0 16px rgba(187, 36, 133, 0.55)",
  glowAccent: "0 0 0 1px rgba(34, 211, 238, 0.5), 0 0 16px rgba(34, 211, 238, 0.45)",
  glowWin: "0 0 0 1px rgba(47, 227, 140, 0.5), 0 0 16px rgba(47, 227, 140, 0.45)",
} as const;

export type ShadowToken = keyof typeof shadows;
