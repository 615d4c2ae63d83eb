/**
 * Typography tokens. The kit ships two self-hosted faces (src/fonts/fonts.css, from npm, SIL Open
 * Font License): Inter for body text and Unbounded (700) for display text: the brand, rail and page
 * headings, big numbers. Each stack then names a defined system fallback: the platform's UI sans,
 * then the Japanese system faces (neither face has kana or kanji; the browser falls back per
 * character, so Latin and digits in a Japanese sentence stay in Inter), then `sans-serif`. Only
 * `mono` (code, hashes, seeds) ends in `monospace`.
 */
const systemSans = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial';

/** Japanese: the system's own faces (macOS/iOS, Linux/Android, Windows), never a download. */
export const japaneseFallback =
  '"Hiragino Sans", "Hiragino Kaku Gothic ProN", "Noto Sans CJK JP", "Noto Sans JP", "Yu Gothic", "YuGothic", Meiryo';

const emoji = '"Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji"';

export const fonts = {
  body: `"Inter Variable", ${systemSans}, ${japaneseFallback}, sans-serif, ${emoji}`,
  display: `"Unbounded", "Inter Variable", ${systemSans}, ${japaneseFallback}, sans-serif, ${emoji}`,
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
