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
  /** The tallest a table that scrolls inside a section gets (a verifier's bytes and floats). */
  scrollTable: "14rem",
  /** The tallest a list that scrolls inside a dialog gets (the games a search found). */
  scrollList: "28rem",
  /** A small square picture in a list row (a game's thumbnail among search results). */
  thumbSm: "2.5rem",
  /** The narrowest a figure of a row of figures gets (a game's multiplier, win chance...). */
  statMin: "6rem",
  /** The smallest and largest a game's big figure is drawn (the roll), between them 10vw. */
  figureMin: "2.5rem",
  figureMax: "5rem",
  /** The narrowest and widest a card gets in a row that scrolls sideways (similar games). */
  cardMin: "8.5rem",
  cardMax: "10rem",
  /** The narrowest and widest a control gets in a row of filters (sort, provider). */
  filterMin: "9rem",
  filterMax: "18rem",
  /** The narrowest a control gets in a row of a game's controls (fun mode, wallet, currency). */
  controlMin: "8rem",
  /** The least height of a game's stage (and of what stands in for it). */
  stageMin: "24rem",
  /** The narrowest cell of a `Grid` / `DescriptionList`: a fact, a tile (`min="tile"`). */
  tileMin: "10rem",
  /** The narrowest column of a `CardGrid` (post, promotion and prize cards). */
  cardTileMin: "16rem",
  /** The narrowest column of a `Grid` of panels (`min="card"`). */
  panelMin: "22rem",
} as const;

export type SizeToken = keyof typeof sizes;
