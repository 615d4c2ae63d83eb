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
export {
  createIcon,
  CloseIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  ChevronDownIcon,
  ChevronUpIcon,
  SearchIcon,
  EyeIcon,
  EyeOffIcon,
  CheckIcon,
  MinusIcon,
  PlusIcon,
  InfoIcon,
  WarningIcon,
  ErrorIcon,
  SuccessIcon,
  MenuIcon,
  HomeIcon,
  CopyIcon,
  BellIcon,
  UserIcon,
  WalletIcon,
  StarIcon,
  GiftIcon,
  TrophyIcon,
  GamepadIcon,
  GlobeIcon,
  LogoutIcon,
  ExternalLinkIcon,
  SortIcon,
  type IconProps,
} from "./components/icons";
export { VisuallyHidden } from "./components/visually-hidden";
export { Button, type ButtonProps, type ButtonVariant, type ButtonSize } from "./components/button";
export { IconButton, type IconButtonProps } from "./components/icon-button";
export { Link, type LinkProps } from "./components/link";
export { TextField, type TextFieldProps } from "./components/text-field";
export {
  PasswordField,
  type PasswordFieldProps,
  type PasswordRule,
} from "./components/password-field";
export { NumericField, sanitizeNumeric, type NumericFieldProps, type NumericMode } from "./components/numeric-field";
export { Select, type SelectProps, type SelectOption } from "./components/select";
export { Checkbox, type CheckboxProps } from "./components/checkbox";
export { Switch, type SwitchProps } from "./components/switch";
export { SearchField, type SearchFieldProps } from "./components/search-field";
export { OtpInput, type OtpInputProps } from "./components/otp-input";
export { Tabs, type TabsProps, type TabItem } from "./components/tabs";
export { Dialog, type DialogProps } from "./components/dialog";
export { Drawer, type DrawerProps, type DrawerPlacement } from "./components/drawer";
export {
  Toast,
  ToastContainer,
  useToastQueue,
  type ToastData,
  type ToastTone,
  type ToastProps,
  type ToastContainerProps,
} from "./components/toast";
export { Tooltip, type TooltipProps } from "./components/tooltip";
export { Badge, formatBadgeCount, type BadgeProps, type BadgeTone } from "./components/badge";
export { Avatar, initials, type AvatarProps, type AvatarSize } from "./components/avatar";
export { Skeleton, type SkeletonProps, type SkeletonShape } from "./components/skeleton";
export { Spinner, type SpinnerProps } from "./components/spinner";
export { LoadingBar, type LoadingBarProps } from "./components/loading-bar";
export { SplashScreen, type SplashScreenProps } from "./components/splash-screen";
export { ErrorScreen, type ErrorScreenProps, type HomeActionProps } from "./components/error-screen";
export { EmptyState, type EmptyStateProps } from "./components/empty-state";
export { Pagination, paginationRange, type PaginationProps, type PaginationItem } from "./components/pagination";
export {
  DataTable,
  sortRows,
  type DataTableProps,
  type DataTableColumn,
  type DataTablePaginationLabels,
  type SortDirection,
  type SortState,
  type SortValue,
} from "./components/data-table";
export { Countdown, getTimeParts, type CountdownProps, type CountdownLabels, type TimeParts } from "./components/countdown";
export { Carousel, type CarouselProps, type CarouselSlide } from "./components/carousel";
export {
  StatusChip,
  statusTone,
  withdrawalStatuses,
  bonusStatuses,
  payoutStatuses,
  challengeStatuses,
  type StatusChipProps,
  type StatusKind,
  type StatusTone,
  type StatusOf,
  type WithdrawalStatus,
  type BonusStatus,
  type PayoutStatus,
  type ChallengeStatus,
} from "./components/status-chip";


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
  GameCardSkeleton,
  type GameCardProps,
  type GameCardSkeletonProps,
  type GameAvailability,
  type GameUnavailableLabels,
} from "./components/game-card";
export { GameGrid, type GameGridProps } from "./components/game-grid";
export {
  CategoryNav,
  navigationClick,
  type CategoryNavProps,
  type CategoryNavItem,
  type NavigateHandler,
} from "./components/category-nav";
export { ProviderCard, type ProviderCardProps } from "./components/provider-card";
export {
  LiveBetsFeed,
  type LiveBetsFeedProps,
  type LiveBetsTab,
  type LiveBet,
  type LiveBetsColumnLabels,
} from "./components/live-bets-feed";
export {
  BonusCard,
  bonusTypes,
  claimableBonusStatuses,
  cancellableBonusStatuses,
  type BonusCardProps,
  type BonusType,
  type BonusWagering,
} from "./components/bonus-card";
export {
  PromotionCard,
  CardSkeleton,
  type PromotionCardProps,
  type CardSkeletonProps,
} from "./components/promotion-card";
export {
  TournamentCard,
  type TournamentCardProps,
  type TournamentStatus,
  type TournamentPrizePool,
} from "./components/tournament-card";
export {
  Leaderboard,
  type LeaderboardProps,
  type LeaderboardEntry,
  type LeaderboardPrize,
  type LeaderboardColumnLabels,
} from "./components/leaderboard";
export {
  ChallengeCard,
  type ChallengeCardProps,
  type ChallengePrize,
  type ChallengeProgress,
} from "./components/challenge-card";
export { NotificationItem, type NotificationItemProps } from "./components/notification-item";
export { BlogCard, type BlogCardProps } from "./components/blog-card";
export {
  LanguagePicker,
  languageCodes,
  languageAutonyms,
  isLanguageCode,
  type LanguagePickerProps,
  type LanguageCode,
} from "./components/language-picker";
export {
  AppHeader,
  AccountMenu,
  type AppHeaderProps,
  type AppHeaderInbox,
  type AppHeaderMenuToggle,
  type AccountMenuProps,
  type AccountMenuItem,
} from "./components/app-header";
export { SideMenu, type SideMenuProps, type SideMenuSection, type SideMenuItem } from "./components/side-menu";
export { BottomNav, type BottomNavProps, type BottomNavItem } from "./components/bottom-nav";
export {
  Footer,
  type FooterProps,
  type FooterLink,
  type FooterLinkGroup,
  type FooterSocialLink,
} from "./components/footer";
