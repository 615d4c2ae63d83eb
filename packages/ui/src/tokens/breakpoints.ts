/**
 * Breakpoints in px (min widths). `desktop` is where the desktop layout starts;
 * `gameMobile` is the widest viewport that gets the mobile game layout.
 */
export const breakpoints = {
  sm: 600,
  md: 960,
  lg: 1280,
  xl: 1920,
  xxl: 2560,
  desktop: 1280,
  gameMobile: 425,
} as const;

export type Breakpoint = keyof typeof breakpoints;

/**
 * Media query helpers for styled-components templates.
 *
 * @example
 * const Grid = styled.div`
 *   grid-template-columns: 1fr;
 *   ${media.up("md")} { grid-template-columns: repeat(3, 1fr); }
 * `;
 */
export const media = {
  /** Viewports at least as wide as the breakpoint. */
  up: (bp: Breakpoint): string => `@media (min-width: ${breakpoints[bp]}px)`,
  /** Viewports narrower than the breakpoint. */
  down: (bp: Breakpoint): string => `@media (max-width: ${breakpoints[bp] - 0.02}px)`,
  /** Viewports from `from` (inclusive) up to `to` (exclusive). */
  between: (from: Breakpoint, to: Breakpoint): string =>
    `@media (min-width: ${breakpoints[from]}px) and (max-width: ${breakpoints[to] - 0.02}px)`,
  /** The player asked for less motion. */
  reducedMotion: "@media (prefers-reduced-motion: reduce)",
} as const;
