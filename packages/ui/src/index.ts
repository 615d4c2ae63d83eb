// Public API of @casino/ui. Every export is listed by name (no `export *`), and a name is exported
// only when a package outside the kit uses it (a component's `…Props` type goes with it). The
// kit's own parts import each other by relative path, so an unused name is simply left out here.

// ---- Foundations: tokens, themes and the layout vocabulary -------------------
// The raw palette and the contrast helpers stay inside the kit: screens use the theme's colour roles.
export {
  space,
  fonts,
  typography,
  motion,
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
  createTelegramTheme,
  ThemeProvider,
  stack,
  inline,
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
export { Columns, type ColumnsProps } from "./components/columns/index.ts";
export { ResultCount, type ResultCountProps } from "./components/result-count/index.ts";
export { PageLead, type PageLeadProps } from "./components/page-lead/index.ts";
export {
  ProviderDirectory,
  type ProviderDirectoryProps,
} from "./components/provider-directory/index.ts";
export { ControlRow, type ControlRowProps } from "./components/control-row/index.ts";
export { Grid, type GridMin, type GridProps } from "./components/grid/index.ts";
export {
  DescriptionList,
  DescriptionItem,
  type DescriptionListAppearance,
  type DescriptionListProps,
  type DescriptionItemProps,
} from "./components/description-list/index.ts";
export { CardGrid, type CardGridProps } from "./components/card-grid/index.ts";
export { ActionPanel, type ActionPanelProps } from "./components/action-panel/index.ts";
export { ButtonLink, type ButtonLinkProps } from "./components/button-link/index.ts";
export { SplitView, type SplitViewProps } from "./components/split-view/index.ts";
export { Disclosure, type DisclosureProps } from "./components/disclosure/index.ts";
export { FullScreen, type FullScreenProps } from "./components/full-screen/index.ts";
export { FloatingPrompt, type FloatingPromptProps } from "./components/floating-prompt/index.ts";
export {
  FieldWithButton,
  type FieldWithButtonProps,
} from "./components/field-with-button/index.ts";
export { CoverImage, type CoverImageProps } from "./components/cover-image/index.ts";
export { WalletRow, type WalletRowProps } from "./components/wallet-row/index.ts";
export {
  ChipLinkList,
  type ChipLink,
  type ChipLinkListProps,
} from "./components/chip-link-list/index.ts";
export { Banner, type BannerProps, type BannerTone } from "./components/banner/index.ts";
export { InlineError, type InlineErrorProps } from "./components/inline-error/index.ts";
export { Page, type PageProps, type PageWidth } from "./components/page/index.ts";

// ---- Part A: components (appended by part A) -------------------------------
export {
  BellIcon,
  BookIcon,
  CheckIcon,
  ChevronLeftIcon,
  ClockIcon,
  CopyIcon,
  ExternalLinkIcon,
  GamepadIcon,
  GiftIcon,
  HeadsetIcon,
  HeartIcon,
  HomeIcon,
  MenuIcon,
  ReceiptIcon,
  SearchIcon,
  StarIcon,
  TrophyIcon,
  UserIcon,
  WalletIcon,
  WarningIcon,
  type IconProps,
} from "./components/icons/index.ts";
export {
  GameRound,
  type GameRoundFact,
  type GameRoundMove,
  type GameRoundProps,
  type GameRoundResult,
} from "./components/game-round/index.ts";
export { VisuallyHidden } from "./components/visually-hidden/index.ts";
export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
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
export { Select, type SelectOption, type SelectProps } from "./components/select/index.ts";
export { Checkbox, type CheckboxProps } from "./components/checkbox/index.ts";
export { Switch, type SwitchProps } from "./components/switch/index.ts";
export { OtpInput, type OtpInputProps } from "./components/otp-input/index.ts";
export { Tabs, type TabItem, type TabsProps } from "./components/tabs/index.ts";
export {
  Dialog,
  RequiredDialog,
  type DialogProps,
  type RequiredDialogProps,
} from "./components/dialog/index.ts";
export { Drawer, type DrawerPlacement, type DrawerProps } from "./components/drawer/index.ts";
export { ToastContainer, type ToastData } from "./components/toast/index.ts";
export { Badge, type BadgeProps, type BadgeTone } from "./components/badge/index.ts";
export { Skeleton, type SkeletonProps, type SkeletonShape } from "./components/skeleton/index.ts";
export { Spinner, type SpinnerProps } from "./components/spinner/index.ts";
export { SplashScreen, type SplashScreenProps } from "./components/splash-screen/index.ts";
export {
  ErrorScreen,
  type ErrorScreenProps,
  type HomeActionProps,
} from "./components/error-screen/index.ts";
export { EmptyState, type EmptyStateProps } from "./components/empty-state/index.ts";
export {
  Pagination,
  type PaginationItem,
  type PaginationProps,
} from "./components/pagination/index.ts";
export {
  DataTable,
  type DataTableColumn,
  type DataTablePaginationLabels,
  type DataTableProps,
  type SortDirection,
  type SortState,
  type SortValue,
} from "./components/data-table/index.ts";
export {
  Countdown,
  type CountdownLabels,
  type CountdownProps,
  type TimeParts,
} from "./components/countdown/index.ts";
export { Carousel, type CarouselProps, type CarouselSlide } from "./components/carousel/index.ts";
export {
  StatusChip,
  type BonusStatus,
  type ChallengeStatus,
  type DepositStatus,
  type PayoutStatus,
  type StatusChipProps,
  type StatusKind,
  type StatusOf,
  type StatusTone,
  type TransactionStatus,
  type WithdrawalStatus,
} from "./components/status-chip/index.ts";

export type { WalletOption } from "./components/wallet-selector/index.ts";
// ---- Part B: domain components (appended by part B below) -----------------
// --- domain components ---
export { type CoinIconProps, type CoinIconSize } from "./components/coin-icon/index.ts";
export {
  CurrencyAmount,
  type CurrencyAmountProps,
  type CurrencyAmountSize,
  type CurrencyAmountTone,
} from "./components/currency-amount/index.ts";
export { CopyField, type CopyFieldProps } from "./components/copy-field/index.ts";
export { CopyButton, type CopyButtonProps } from "./components/copy-button/index.ts";
export {
  CopyValueList,
  type CopyValue,
  type CopyValueListProps,
} from "./components/copy-value-list/index.ts";
export {
  PayoutTable,
  type PayoutTableProps,
  type PayoutTableRow,
} from "./components/payout-table/index.ts";
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
  GameCard,
  GameCardSkeleton,
  type GameAvailability,
  type GameCardProps,
  type GameCardSkeletonProps,
  type GameUnavailableLabels,
} from "./components/game-card/index.ts";
export { GameGrid, type GameGridProps } from "./components/game-grid/index.ts";
export {
  CategoryNav,
  navigationClick,
  type CategoryNavItem,
  type CategoryNavProps,
  type NavigateHandler,
} from "./components/category-nav/index.ts";
export { ProviderCard, type ProviderCardProps } from "./components/provider-card/index.ts";
export {
  LiveBetsFeed,
  type LiveBet,
  type LiveBetIdLabels,
  type LiveBetsColumnLabels,
  type LiveBetsFeedProps,
  type LiveBetsTab,
} from "./components/live-bets-feed/index.ts";
export {
  BonusCard,
  type BonusCardProps,
  type BonusType,
  type BonusWagering,
} from "./components/bonus-card/index.ts";
export {
  OfferPanel,
  type OfferPanelProps,
  type OfferPanelTone,
} from "./components/offer-panel/index.ts";
export {
  CardSkeleton,
  PromotionCard,
  type CardSkeletonProps,
  type PromotionCardProps,
} from "./components/promotion-card/index.ts";
export {
  TournamentCard,
  type TournamentCardProps,
  type TournamentPrizePool,
  type TournamentStatus,
} from "./components/tournament-card/index.ts";
export {
  Leaderboard,
  type LeaderboardColumnLabels,
  type LeaderboardEntry,
  type LeaderboardPrize,
  type LeaderboardProps,
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
export { LanguagePicker, type LanguagePickerProps } from "./components/language-picker/index.ts";
export { BrandLogo, type BrandLogoProps } from "./components/brand-logo/index.ts";
export {
  AppHeader,
  type AppHeaderInbox,
  type AppHeaderMenuToggle,
  type AppHeaderProps,
  type AccountMenuItem,
} from "./components/app-header/index.ts";
export { AppShell, type AppShellProps } from "./components/app-shell/index.ts";
export {
  SideMenu,
  type SideMenuItem,
  type SideMenuProps,
  type SideMenuSection,
} from "./components/side-menu/index.ts";
export {
  BottomNav,
  type BottomNavItem,
  type BottomNavProps,
} from "./components/bottom-nav/index.ts";
export {
  Footer,
  type FooterLink,
  type FooterLinkGroup,
  type FooterProps,
  type FooterSocialLink,
} from "./components/footer/index.ts";
export {
  FooterTrust,
  type FooterCoin,
  type FooterLicence,
  type FooterTrustMark,
  type FooterTrustProps,
} from "./components/footer-trust/index.ts";
// ---- Provably fair originals -----------------------------------------------
export {
  BetModeSwitch,
  DiceTrack,
  FunModeBanner,
  KenoBoard,
  LimboDisplay,
  MinesGrid,
  OriginalsFrame,
  PlinkoBoard,
  ResultStrip,
  type BetModeSwitchProps,
  type DiceTrackProps,
  type FunModeBannerProps,
  type KenoBoardProps,
  type KenoCellState,
  type LimboDisplayProps,
  type MinesGridProps,
  type MinesTileState,
  type OriginalsFrameProps,
  type PlinkoBall,
  type PlinkoBoardProps,
  type ResultStripItem,
  type ResultStripProps,
  type RoundTone,
} from "./components/originals/index.ts";
export {
  HeroBanner,
  HeroBannerPlaceholder,
  type HeroBannerProps,
} from "./components/hero-banner/index.ts";
export { CardRow, type CardRowProps } from "./components/card-row/index.ts";
export { ProviderStrip, type ProviderStripProps } from "./components/provider-strip/index.ts";
export {
  GameSearchPanel,
  type GameSearchPanelProps,
  type GameSearchResult,
} from "./components/game-search-panel/index.ts";
export {
  PayoutStrip,
  type PayoutStripItem,
  type PayoutStripProps,
} from "./components/payout-strip/index.ts";
export {
  RoundFigure,
  RoundOutcome,
  RoundStat,
  RoundStats,
  type RoundFigureProps,
  type RoundOutcomeProps,
  type RoundStatProps,
  type RoundStatsProps,
} from "./components/round-stats/index.ts";
export {
  StagePlaceholder,
  type StagePlaceholderProps,
} from "./components/stage-placeholder/index.ts";
export {
  StageHeader,
  type StageHeaderProps,
  type StageShortcut,
} from "./components/stage-header/index.ts";
export {
  VerificationSteps,
  type VerificationStepsProps,
  type VerificationStepsRow,
} from "./components/verification-steps/index.ts";

// ---- Playing and bets -------------------------------------------------------
export {
  GameInfo,
  GameStage,
  type GameFact,
  type GameInfoProps,
  type GameStageLabels,
  type GameStageProps,
} from "./components/game-stage/index.ts";
export {
  BetDetails,
  type BetDetailsProps,
  type BetFact,
  type BetSeed,
} from "./components/bet-details/index.ts";
export { GameRail, type GameRailItem, type GameRailProps } from "./components/game-rail/index.ts";
export {
  WinsTicker,
  type WinsTickerItem,
  type WinsTickerProps,
} from "./components/wins-ticker/index.ts";

// ---- Content: articles and FAQs ------------------------------------------------
export { ArticleBody } from "./components/article-body/index.ts";
export {
  Accordion,
  type AccordionItem,
  type AccordionProps,
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
  type VipLadderProps,
  type VipLevelState,
  type VipPerk,
  type VipLevelCardProps,
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
