/** Spacing scale (rem, based on a 16 px root). Use logical properties with it for RTL safety. */
export const space = {
  none: "0",
  xxs: "0.125rem",
  xs: "0.25rem",
  sm: "0.5rem",
  md: "0.75rem",
  lg: "1rem",
  xl: "1.5rem",
  xxl: "2rem",
  xxxl: "3rem",
  huge: "4rem",
} as const;

export type SpaceToken = keyof typeof space;

/** Corner radii. */
export const radii = {
  none: "0",
  sm: "0.25rem",
  md: "0.5rem",
  lg: "0.75rem",
  xl: "1rem",
  pill: "999px",
  round: "50%",
} as const;

export type RadiusToken = keyof typeof radii;

/** Sizes of interactive controls (minimum touch target is `md`, 44 px). */
export const sizes = {
  controlSm: "2rem",
  controlMd: "2.75rem",
  controlLg: "3.25rem",
  iconSm: "1rem",
  iconMd: "1.25rem",
  iconLg: "1.5rem",
  /** A coin's picture in a row of wallets. */
  iconXl: "1.75rem",
  focusRing: "2px",
  border: "1px",
  /** A page's column widths (`Page`'s `width`): a form card, reading text, a screen. */
  columnNarrow: "28rem",
  columnReading: "46rem",
  columnWide: "72rem",
  /** The narrowest cell of a `Grid` / `DescriptionList`: a fact, a tile (`min="tile"`). */
  tileMin: "10rem",
  /** The narrowest column of a `CardGrid` (post, promotion and prize cards). */
  cardTileMin: "16rem",
  /** The narrowest column of a `Grid` of panels (`min="card"`). */
  cardMin: "22rem",
} as const;

export type SizeToken = keyof typeof sizes;
