/**
 * Typography tokens. Every family is a system-safe stack: the kit downloads no
 * fonts. The display face prefers pixel / cyber faces when the player has them
 * installed and falls back to the platform's monospace.
 */
export const fonts = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
  display:
    '"Press Start 2P", "VT323", "Orbitron", "Share Tech Mono", ui-monospace, "SF Mono", "Cascadia Mono", Menlo, Consolas, "Liberation Mono", monospace',
  mono: 'ui-monospace, "SF Mono", "Cascadia Mono", Menlo, Consolas, "Liberation Mono", monospace',
} as const;

export const fontSizes = {
  xs: "0.75rem",
  sm: "0.875rem",
  md: "1rem",
  lg: "1.125rem",
  xl: "1.25rem",
  xxl: "1.5rem",
  display: "2rem",
  hero: "3rem",
} as const;

export const fontWeights = {
  regular: 400,
  medium: 500,
  semibold: 600,
  bold: 700,
  black: 900,
} as const;

export const lineHeights = {
  tight: 1.15,
  snug: 1.3,
  normal: 1.5,
  relaxed: 1.7,
} as const;

export const letterSpacings = {
  tight: "-0.01em",
  normal: "0",
  wide: "0.04em",
  display: "0.08em",
} as const;

export const typography = { fonts, fontSizes, fontWeights, lineHeights, letterSpacings } as const;

export type FontSizeToken = keyof typeof fontSizes;
export type FontWeightToken = keyof typeof fontWeights;
