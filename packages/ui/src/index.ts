// Public API of @casino/ui. Every export is listed by name (no `export *`).

// ---- Part A: foundations -------------------------------------------------
export {
  palette,
  vipLevelColors,
  vipLevelText,
  space,
  radii,
  sizes,
  fonts,
  japaneseFallback,
  fontSizes,
  fontWeights,
  lineHeights,
  letterSpacings,
  typography,
  zIndex,
  motion,
  shadows,
  breakpoints,
  media,
  type Palette,
  type VipLevel,
  type SpaceToken,
  type RadiusToken,
  type SizeToken,
  type FontSizeToken,
  type FontWeightToken,
  type ZIndexToken,
  type ShadowToken,
  type Breakpoint,
} from "./tokens/index.ts";
export {
  darkTheme,
  lightTheme,
  createTelegramTheme,
  ThemeProvider,
  GlobalStyles,
  contrastRatio,
  luminance,
  readableOn,
  stack,
  centerStack,
  inline,
  cluster,
  plainList,
  textStyle,
  truncate,
  lineClamp,
  scrollRow,
  bareButton,
  sunkenRow,
  fieldWithButton,
  type TextTone,
  type Theme,
  type ThemeColors,
  type ThemeName,
  type TelegramThemeParams,
  type ThemeProviderProps,
} from "./theme/index.ts";

// ---- Layout and typography: screens compose these instead of writing CSS -----
export { Stack, type StackAlign, type StackProps } from "./components/stack/index.ts";
export {
  Inline,
  type InlineAlign,
  type InlineJustify,
  type InlineProps,
} from "./components/inline/index.ts";
export { Box, type BoxBackground, type BoxProps } from "./components/box/index.ts";
export {
  Text,
  textToneColor,
  type TextProps,
  type TextToneName,
  type TextVariant,
} from "./components/text/index.ts";
export {
  Heading,
  type HeadingLevel,
  type HeadingProps,
  type HeadingSize,
} from "./components/heading/index.ts";
export { Panel, panelSurface, type PanelProps } from "./components/panel/index.ts";
export {
  Banner,
  bannerRole,
  type BannerProps,
  type BannerTone,
} from "./components/banner/index.ts";
export { InlineError, type InlineErrorProps } from "./components/inline-error/index.ts";
export { Page, type PageProps, type PageWidth } from "./components/page/index.ts";

// ---- Part A: components (appended by part A) -------------------------------
export * from "./components/icons/index.ts";
export {
  GameRound,
  type GameRoundFact,
  type GameRoundMove,
  type GameRoundProps,
  type GameRoundResult,
} from "./components/game-round/index.ts";
export * from "./components/visually-hidden/index.ts";
export * from "./components/button/index.ts";
export * from "./components/icon-button/index.ts";
export * from "./components/link/index.ts";
export * from "./components/text-field/index.ts";
export * from "./components/password-field/index.ts";
export {
  NumericField,
  type NumericFieldProps,
  type NumericMode,
} from "./components/numeric-field/index.ts";
export * from "./components/select/index.ts";
export * from "./components/checkbox/index.ts";
export * from "./components/switch/index.ts";
export * from "./components/search-field/index.ts";
export * from "./components/otp-input/index.ts";
export * from "./components/tabs/index.ts";
export * from "./components/dialog/index.ts";
export * from "./components/drawer/index.ts";
export * from "./components/toast/index.ts";
export * from "./components/tooltip/index.ts";
export * from "./components/badge/index.ts";
export * from "./components/avatar/index.ts";
export * from "./components/skeleton/index.ts";
export * from "./components/spinner/index.ts";
export * from "./components/loading-bar/index.ts";
export * from "./components/splash-screen/index.ts";
export * from "./components/error-screen/index.ts";
export * from "./components/empty-state/index.ts";
export * from "./components/pagination/index.ts";
export * from "./components/data-table/index.ts";
export * from "./components/countdown/index.ts";
export * from "./components/carousel/index.ts";
export * from "./components/status-chip/index.ts";

// ---- Part B: domain components (appended by part B below) -----------------
// --- domain components ---
export { CoinIcon, type CoinIconProps, type CoinIconSize } from "./components/coin-icon/index.ts";
export * from "./components/currency-amount/index.ts";
export * from "./components/copy-field/index.ts";
export * from "./components/copy-button/index.ts";
export * from "./components/copy-value-list/index.ts";
export * from "./components/payout-table/index.ts";
export * from "./components/qr-code/index.ts";
export {
  ProgressBar,
  type ProgressBarProps,
  type ProgressBarTone,
  type ProgressBarSize,
} from "./components/progress-bar/index.ts";
export * from "./components/vip-level-badge/index.ts";
export * from "./components/wallet-selector/index.ts";
export * from "./components/game-card/index.ts";
export * from "./components/game-grid/index.ts";
export * from "./components/category-nav/index.ts";
export * from "./components/provider-card/index.ts";
export * from "./components/live-bets-feed/index.ts";
export * from "./components/bonus-card/index.ts";
export * from "./components/offer-panel/index.ts";
export * from "./components/promotion-card/index.ts";
export * from "./components/tournament-card/index.ts";
export * from "./components/leaderboard/index.ts";
export * from "./components/challenge-card/index.ts";
export * from "./components/notification-item/index.ts";
export * from "./components/blog-card/index.ts";
export * from "./components/language-picker/index.ts";
export * from "./components/brand-logo/index.ts";
export * from "./components/app-header/index.ts";
export * from "./components/app-shell/index.ts";
export * from "./components/side-menu/index.ts";
export * from "./components/bottom-nav/index.ts";
export * from "./components/footer/index.ts";
export * from "./components/footer-trust/index.ts";
// ---- Provably fair originals -----------------------------------------------
export * from "./components/originals/index.ts";

// ---- Playing and bets -------------------------------------------------------
export * from "./components/game-stage/index.ts";
export * from "./components/bet-details/index.ts";
export * from "./components/game-rail/index.ts";
export * from "./components/wins-ticker/index.ts";

// ---- Content: articles and FAQs ------------------------------------------------
export * from "./components/article-body/index.ts";
export * from "./components/accordion/index.ts";
// ---- Customer support -------------------------------------------------------
export * from "./components/message-thread/index.ts";
// ---- VIP program ----------------------------------------------------------
export * from "./components/vip-ladder/index.ts";
export * from "./components/reward-card/index.ts";
export * from "./components/gaming-limit-card/index.ts";
export * from "./components/session-reminder-dialog/index.ts";
