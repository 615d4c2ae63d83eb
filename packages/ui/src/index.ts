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
  type Theme,
  type ThemeColors,
  type ThemeName,
  type TelegramThemeParams,
  type ThemeProviderProps,
} from "./theme/index.ts";

// ---- Part A: components (appended by part A) -------------------------------
export * from "./components/icons/index.ts";
export { VisuallyHidden, visuallyHidden } from "./components/visually-hidden/index.ts";
export {
  Button,
  type ButtonProps,
  type ButtonVariant,
  type ButtonSize,
} from "./components/button/index.ts";
export { IconButton, type IconButtonProps } from "./components/icon-button/index.ts";
export { Link, type LinkProps } from "./components/link/index.ts";
export { TextField, type TextFieldProps } from "./components/text-field/index.ts";
export {
  PasswordField,
  type PasswordFieldProps,
  type PasswordRule,
} from "./components/password-field/index.ts";
export {
  NumericField,
  type NumericFieldProps,
  type NumericMode,
} from "./components/numeric-field/index.ts";
export { Select, type SelectProps, type SelectOption } from "./components/select/index.ts";
export { Checkbox, type CheckboxProps } from "./components/checkbox/index.ts";
export { Switch, type SwitchProps } from "./components/switch/index.ts";
export { SearchField, type SearchFieldProps } from "./components/search-field/index.ts";
export { OtpInput, type OtpInputProps } from "./components/otp-input/index.ts";
export { Tabs, type TabsProps, type TabItem } from "./components/tabs/index.ts";
export { Dialog, type DialogProps } from "./components/dialog/index.ts";
export { Drawer, type DrawerProps, type DrawerPlacement } from "./components/drawer/index.ts";
export {
  Toast,
  ToastContainer,
  useToastQueue,
  type ToastData,
  type ToastTone,
  type ToastProps,
  type ToastContainerProps,
} from "./components/toast/index.ts";
export { Tooltip, type TooltipProps } from "./components/tooltip/index.ts";
export { Badge, type BadgeProps, type BadgeTone } from "./components/badge/index.ts";
export { Avatar, initials, type AvatarProps, type AvatarSize } from "./components/avatar/index.ts";
export { Skeleton, type SkeletonProps, type SkeletonShape } from "./components/skeleton/index.ts";
export { Spinner, type SpinnerProps } from "./components/spinner/index.ts";
export { LoadingBar, type LoadingBarProps } from "./components/loading-bar/index.ts";
export { SplashScreen, type SplashScreenProps } from "./components/splash-screen/index.ts";
export {
  ErrorScreen,
  type ErrorScreenProps,
  type HomeActionProps,
} from "./components/error-screen/index.ts";
export { EmptyState, type EmptyStateProps } from "./components/empty-state/index.ts";
export {
  Pagination,
  paginationRange,
  type PaginationProps,
  type PaginationItem,
} from "./components/pagination/index.ts";
export {
  DataTable,
  sortRows,
  type DataTableProps,
  type DataTableColumn,
  type DataTablePaginationLabels,
  type SortDirection,
  type SortState,
  type SortValue,
} from "./components/data-table/index.ts";
export {
  Countdown,
  getTimeParts,
  type CountdownProps,
  type CountdownLabels,
  type TimeParts,
} from "./components/countdown/index.ts";
export { Carousel, type CarouselProps, type CarouselSlide } from "./components/carousel/index.ts";
export {
  StatusChip,
  statusTone,
  withdrawalStatuses,
  depositStatuses,
  transactionStatuses,
  bonusStatuses,
  payoutStatuses,
  challengeStatuses,
  type StatusChipProps,
  type StatusKind,
  type StatusTone,
  type StatusOf,
  type WithdrawalStatus,
  type DepositStatus,
  type TransactionStatus,
  type BonusStatus,
  type PayoutStatus,
  type ChallengeStatus,
} from "./components/status-chip/index.ts";

// ---- Part B: domain components (appended by part B below) -----------------
// --- domain components ---
export { CoinIcon, type CoinIconProps, type CoinIconSize } from "./components/coin-icon/index.ts";
export {
  CurrencyAmount,
  type CurrencyAmountProps,
  type CurrencyAmountTone,
  type CurrencyAmountSize,
} from "./components/currency-amount/index.ts";
export { CopyField, type CopyFieldProps } from "./components/copy-field/index.ts";
export { QrCode, type QrCodeProps } from "./components/qr-code/index.ts";
export {
  ProgressBar,
  type ProgressBarProps,
  type ProgressBarTone,
  type ProgressBarSize,
} from "./components/progress-bar/index.ts";
export {
  VipLevelBadge,
  type VipLevelBadgeProps,
  type VipLevelBadgeSize,
  type VipLevelLabels,
} from "./components/vip-level-badge/index.ts";
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
} from "./components/wallet-selector/index.ts";
export {
  GameCard,
  GameCardSkeleton,
  type GameCardProps,
  type GameCardSkeletonProps,
  type GameAvailability,
  type GameUnavailableLabels,
} from "./components/game-card/index.ts";
export { GameGrid, type GameGridProps } from "./components/game-grid/index.ts";
export {
  CategoryNav,
  navigationClick,
  type CategoryNavProps,
  type CategoryNavItem,
  type NavigateHandler,
} from "./components/category-nav/index.ts";
export { ProviderCard, type ProviderCardProps } from "./components/provider-card/index.ts";
export {
  LiveBetsFeed,
  type LiveBetsFeedProps,
  type LiveBetsTab,
  type LiveBet,
  type LiveBetsColumnLabels,
} from "./components/live-bets-feed/index.ts";
export {
  BonusCard,
  bonusTypes,
  claimableBonusStatuses,
  cancellableBonusStatuses,
  type BonusCardProps,
  type BonusType,
  type BonusWagering,
} from "./components/bonus-card/index.ts";
export {
  PromotionCard,
  CardSkeleton,
  type PromotionCardProps,
  type CardSkeletonProps,
} from "./components/promotion-card/index.ts";
export {
  TournamentCard,
  type TournamentCardProps,
  type TournamentStatus,
  type TournamentPrizePool,
} from "./components/tournament-card/index.ts";
export {
  Leaderboard,
  type LeaderboardProps,
  type LeaderboardEntry,
  type LeaderboardPrize,
  type LeaderboardColumnLabels,
} from "./components/leaderboard/index.ts";
export {
  ChallengeCard,
  type ChallengeCardProps,
  type ChallengePrize,
  type ChallengeProgress,
} from "./components/challenge-card/index.ts";
export {
  NotificationItem,
  type NotificationItemProps,
} from "./components/notification-item/index.ts";
export { BlogCard, type BlogCardProps } from "./components/blog-card/index.ts";
export {
  LanguagePicker,
  languageAutonym,
  type LanguagePickerProps,
} from "./components/language-picker/index.ts";
export { BrandLogo, type BrandLogoProps } from "./components/brand-logo/index.ts";
export {
  AppHeader,
  AccountMenu,
  type AppHeaderProps,
  type AppHeaderInbox,
  type AppHeaderMenuToggle,
  type AccountMenuProps,
  type AccountMenuItem,
} from "./components/app-header/index.ts";
export { AppShell, type AppShellProps } from "./components/app-shell/index.ts";
export {
  SideMenu,
  type SideMenuProps,
  type SideMenuSection,
  type SideMenuItem,
} from "./components/side-menu/index.ts";
export {
  BottomNav,
  miniAppBottomInset,
  type BottomNavProps,
  type BottomNavItem,
} from "./components/bottom-nav/index.ts";
export {
  Footer,
  type FooterProps,
  type FooterLink,
  type FooterLinkGroup,
  type FooterSocialLink,
} from "./components/footer/index.ts";
// ---- Provably fair originals -----------------------------------------------
export {
  DiceTrack,
  KenoBoard,
  kenoCellState,
  LimboDisplay,
  MinesGrid,
  minesTileState,
  PlinkoBoard,
  plinkoGeometry,
  ResultStrip,
  type DiceTrackProps,
  type KenoBoardProps,
  type KenoCellState,
  type LimboDisplayProps,
  type MinesGridProps,
  type MinesTileState,
  type PlinkoBall,
  type PlinkoBoardProps,
  type ResultStripItem,
  type ResultStripProps,
} from "./components/originals/index.ts";

// ---- Playing and bets -------------------------------------------------------
export {
  GameStage,
  GameInfo,
  type GameStageLabels,
  type GameStageProps,
  type GameFact,
  type GameInfoProps,
} from "./components/game-stage/index.ts";
export {
  BetDetails,
  type BetDetailsProps,
  type BetFact,
  type BetSeed,
} from "./components/bet-details/index.ts";
export { GameRail, type GameRailProps, type GameRailItem } from "./components/game-rail/index.ts";
export {
  WinsTicker,
  type WinsTickerProps,
  type WinsTickerItem,
} from "./components/wins-ticker/index.ts";

// ---- Content: articles and FAQs ------------------------------------------------
export { ArticleBody } from "./components/article-body/index.ts";
export {
  Accordion,
  type AccordionProps,
  type AccordionItem,
} from "./components/accordion/index.ts";
// ---- Customer support -------------------------------------------------------
export {
  ConversationItem,
  MessageComposer,
  MessageThread,
  type ConversationItemProps,
  type MessageComposerProps,
  type MessageThreadProps,
  type ThreadMessage,
} from "./components/message-thread/index.ts";
// ---- VIP program ----------------------------------------------------------
export {
  VipLadder,
  VipLevelCard,
  type VipLadderProps,
  type VipLevelCardProps,
  type VipLevelState,
  type VipPerk,
} from "./components/vip-ladder/index.ts";
export {
  RewardCard,
  type RewardCardProps,
  type RewardCardTone,
} from "./components/reward-card/index.ts";
export {
  GamingLimitCard,
  type GamingLimitCardProps,
  type GamingLimitRow,
} from "./components/gaming-limit-card/index.ts";
export {
  SessionReminderDialog,
  type SessionReminderDialogProps,
} from "./components/session-reminder-dialog/index.ts";
