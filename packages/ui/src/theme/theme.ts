import {
  breakpoints,
  motion,
  palette,
  radii,
  shadows,
  sizes,
  space,
  typography,
  vipLevelColors,
  vipLevelText,
  zIndex,
  type VipLevel,
} from "../tokens/index.ts";

/** Semantic colour roles. Every `text*` / `on*` role reads at WCAG AA on its background. */
export interface ThemeColors {
  /** Page background. */
  background: string;
  /** Cards, panels, inputs. */
  surface: string;
  /** Menus, dialogs, tooltips: above `surface`. */
  surfaceRaised: string;
  /** Skeletons, tracks, wells. */
  surfaceSunken: string;
  /** App header bar. */
  header: string;
  border: string;
  borderStrong: string;
  text: string;
  textMuted: string;
  /** Text on `primary`. */
  onPrimary: string;
  primary: string;
  primaryHover: string;
  /** The brand magenta as text / icon colour: readable on every surface (unlike `primary`, a fill). */
  primaryText: string;
  /** Secondary accent (cyan). */
  accent: string;
  onAccent: string;
  link: string;
  /** Wins, success states. Readable as text on `surface`. */
  success: string;
  onSuccess: string;
  /** Losses, errors, destructive actions. Readable as text on `surface`. */
  danger: string;
  onDanger: string;
  warning: string;
  onWarning: string;
  info: string;
  onInfo: string;
  focusRing: string;
  /** Modal backdrop (translucent). */
  backdrop: string;
  /** The spec's loading overlay colours. */
  loadingAccent: string;
  loadingOverlay: string;
  vip: Record<VipLevel, string>;
  onVip: string;
}

export type ThemeName = "dark" | "light" | "telegram";

/** The styled-components theme. */
export interface Theme {
  name: ThemeName;
  colorScheme: "dark" | "light";
  colors: ThemeColors;
  space: typeof space;
  radii: typeof radii;
  sizes: typeof sizes;
  typography: typeof typography;
  shadows: typeof shadows;
  zIndex: typeof zIndex;
  motion: typeof motion;
  breakpoints: typeof breakpoints;
}

const shared = { space, radii, sizes, typography, shadows, zIndex, motion, breakpoints } as const;

/** The default look: deep navy / purple with neon magenta and cyan. */
export const darkTheme: Theme = {
  name: "dark",
  colorScheme: "dark",
  ...shared,
  colors: {
    background: palette.ink900,
    surface: palette.ink850,
    surfaceRaised: palette.ink800,
    surfaceSunken: palette.ink700,
    header: palette.ink950,
    border: palette.ink600,
    borderStrong: palette.ink500,
    text: palette.mist100,
    textMuted: palette.mist400,
    primary: palette.magenta500,
    primaryHover: palette.magenta700,
    primaryText: palette.magenta300,
    onPrimary: palette.white,
    accent: palette.cyan400,
    onAccent: palette.ink900,
    link: palette.cyan400,
    success: palette.green400,
    onSuccess: palette.ink900,
    danger: palette.red400,
    onDanger: palette.ink900,
    warning: palette.amber400,
    onWarning: palette.ink900,
    info: palette.blue400,
    onInfo: palette.ink900,
    focusRing: palette.magenta300,
    backdrop: "rgba(7, 8, 26, 0.72)",
    loadingAccent: palette.magenta500,
    loadingOverlay: palette.overlay,
    vip: vipLevelColors,
    onVip: vipLevelText,
  },
};

/** A light variant for daylight use and light Telegram clients. */
export const lightTheme: Theme = {
  name: "light",
  colorScheme: "light",
  ...shared,
  colors: {
    background: palette.paper50,
    surface: palette.white,
    surfaceRaised: palette.white,
    surfaceSunken: palette.paper100,
    header: palette.white,
    border: palette.paper200,
    borderStrong: palette.paper300,
    text: palette.slate900,
    textMuted: palette.slate500,
    primary: palette.magenta500,
    primaryHover: palette.magenta700,
    primaryText: palette.magenta700,
    onPrimary: palette.white,
    accent: palette.cyan700,
    onAccent: palette.white,
    link: palette.magenta700,
    success: palette.green700,
    onSuccess: palette.white,
    danger: palette.red700,
    onDanger: palette.white,
    warning: palette.amber700,
    onWarning: palette.white,
    info: palette.blue700,
    onInfo: palette.white,
    focusRing: palette.magenta700,
    backdrop: "rgba(20, 21, 43, 0.55)",
    loadingAccent: palette.magenta500,
    loadingOverlay: palette.overlay,
    vip: vipLevelColors,
    onVip: vipLevelText,
  },
};
