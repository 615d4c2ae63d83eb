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
} from "./tokens";
export {
  darkTheme,
  lightTheme,
  createTelegramTheme,
  ThemeProvider,
  GlobalStyles,
  contrastRatio,
  luminance,
  readableOn,
  type Theme,
  type ThemeColors,
  type ThemeName,
  type TelegramThemeParams,
  type ThemeProviderProps,
} from "./theme";

// ---- Part A: components (appended by part A) -------------------------------

// ---- Part B: domain components (appended by part B below) -----------------
// --- domain components ---
export { CoinIcon, type CoinIconProps, type CoinIconSize } from "./components/coin-icon";
export {
  CurrencyAmount,
  formatAmount,
  parseDecimal,
  isFiatCurrency,
  FIAT_CURRENCIES,
  FIAT_DECIMALS,
  CRYPTO_DECIMALS,
  type CurrencyAmountProps,
  type CurrencyAmountTone,
  type CurrencyAmountSize,
  type FormatAmountOptions,
  type ParsedDecimal,
} from "./components/currency-amount";
export { CopyField, type CopyFieldProps } from "./components/copy-field";
export { QrCode, type QrCodeProps } from "./components/qr-code";
export {
  ProgressBar,
  type ProgressBarProps,
  type ProgressBarTone,
  type ProgressBarSize,
} from "./components/progress-bar";
export {
  VipLevelBadge,
  type VipLevelBadgeProps,
  type VipLevelBadgeSize,
  type VipLevelLabels,
} from "./components/vip-level-badge";
export {
  WalletSelector,
  WalletList,
  usePopover,
  useRovingList,
  type WalletSelectorProps,
  type WalletListProps,
  type WalletOption,
  type Popover,
  type RovingListOptions,
} from "./components/wallet-selector";
export {
  GameCard,
  type GameCardProps,
  type GameAvailability,
  type GameUnavailableLabels,
} from "./components/game-card";
export { GameGrid, type GameGridProps } from "./components/game-grid";
