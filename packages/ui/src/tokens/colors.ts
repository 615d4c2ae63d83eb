/**
 * Colour tokens. `palette` holds the raw colours of the kit's dark, vivid
 * crypto-casino look; themes map them onto semantic roles (see `src/theme`).
 * Components never use these directly: they read `theme.colors.*`.
 */
export const palette = {
  // Deep navy / purple backgrounds (dark theme).
  ink950: "#07081a",
  ink900: "#0c0e24",
  ink850: "#121532",
  ink800: "#181b3f",
  ink700: "#22265a",
  ink600: "#2f3470",
  ink500: "#4a4f8c",
  violet900: "#1c1240",
  violet700: "#3b2380",
  violet400: "#a78bfa",
  // Light neutrals (light theme).
  paper50: "#f7f7fc",
  paper100: "#eeeef8",
  paper200: "#dcdcee",
  paper300: "#c3c3dc",
  slate500: "#5c5f7a",
  slate700: "#3a3c55",
  slate900: "#14152b",
  // Greys and text on dark.
  white: "#ffffff",
  black: "#000000",
  mist100: "#eef0ff",
  mist300: "#b6badb",
  mist400: "#9da2c8",
  // Neon magenta accent: the spec's loading overlay colour.
  magenta500: "#bb2485",
  magenta400: "#e0399f",
  magenta300: "#ff5cc1",
  magenta700: "#8d1763",
  // The spec's second loading overlay colour.
  overlay: "#333333",
  // Cyan and green for wins, red for losses, amber for warnings.
  cyan400: "#22d3ee",
  cyan700: "#0e7490",
  green400: "#2fe38c",
  green700: "#0f7a45",
  red400: "#ff5c7a",
  red700: "#c4163a",
  amber400: "#ffc53d",
  amber700: "#8a5a00",
  blue400: "#60a5fa",
  blue700: "#1d4ed8",
} as const;

/** VIP level numbers from the spec: 0 is "no level", 1 to 5 the five named levels. */
export type VipLevel = 0 | 1 | 2 | 3 | 4 | 5;

/**
 * Colour of each VIP level (Pixel Pioneer, Byte Bandit, Token Tosser,
 * Chain Commander, Punk Overlord); level 0 has a neutral colour.
 * Each is light enough to carry dark text (`vipLevelText`).
 */
export const vipLevelColors: Record<VipLevel, string> = {
  0: "#9da2c8",
  1: "#4ade80",
  2: "#38bdf8",
  3: "#facc15",
  4: "#fb923c",
  5: "#f472b6",
};

/** Text colour used on top of a VIP level colour. */
export const vipLevelText = "#0c0e24";

export type Palette = typeof palette;
