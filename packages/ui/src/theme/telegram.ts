import { contrastRatio, luminance, parseHex, readableOn } from "./contrast.ts";
import { darkTheme, lightTheme, type Theme, type ThemeColors } from "./theme.ts";

/**
 * Telegram Mini App theme parameters, as Telegram sends them (snake_case,
 * `#rrggbb` values). Every field is optional.
 */
export interface TelegramThemeParams {
  bg_color?: string;
  text_color?: string;
  hint_color?: string;
  link_color?: string;
  button_color?: string;
  button_text_color?: string;
  secondary_bg_color?: string;
  header_bg_color?: string;
  bottom_bar_bg_color?: string;
  accent_text_color?: string;
  section_bg_color?: string;
  section_header_text_color?: string;
  section_separator_color?: string;
  subtitle_text_color?: string;
  destructive_text_color?: string;
}

const valid = (value: string | undefined): string | undefined =>
  value && parseHex(value) ? value : undefined;

/**
 * Builds a theme from Telegram theme parameters. Missing or malformed values
 * fall back to the dark theme (or the light one when Telegram's background is
 * light). Text colours that would not read at WCAG AA on their background are
 * replaced by a readable one, so a player's odd Telegram theme cannot make the
 * kit illegible.
 */
export function createTelegramTheme(params: TelegramThemeParams = {}): Theme {
  const bg = valid(params.bg_color);
  const base = bg && luminance(bg) > 0.4 ? lightTheme : darkTheme;
  const c = base.colors;
  const background = bg ?? c.background;
  const surface = valid(params.secondary_bg_color) ?? valid(params.section_bg_color) ?? c.surface;
  const surfaceRaised = valid(params.section_bg_color) ?? surface;
  const header = valid(params.header_bg_color) ?? valid(params.bg_color) ?? c.header;
  const neutrals = [c.text, c.background];
  /** A colour that reads on every surface given. */
  const readable = (color: string | undefined, fallback: string, ...surfaces: string[]): string => {
    const candidate = valid(color) ?? fallback;
    const darkest = surfaces.reduce((worst, s) =>
      contrastRatio(candidate, s) < contrastRatio(candidate, worst) ? s : worst,
    );
    return readableOn(candidate, darkest, [fallback, ...neutrals, "#ffffff", "#000000"]);
  };
  const primary = valid(params.button_color) ?? c.primary;
  const danger = readable(
    params.destructive_text_color,
    c.danger,
    background,
    surface,
    surfaceRaised,
  );
  const accent = readable(params.accent_text_color, c.accent, background, surface);
  const success = readable(undefined, c.success, background, surface, surfaceRaised);
  const warning = readable(undefined, c.warning, background, surface, surfaceRaised);
  const info = readable(undefined, c.info, background, surface, surfaceRaised);

  const colors: ThemeColors = {
    ...c,
    background,
    surface,
    surfaceRaised,
    surfaceSunken: valid(params.section_separator_color) ?? c.surfaceSunken,
    header,
    border: valid(params.section_separator_color) ?? c.border,
    text: readable(params.text_color, c.text, background, surface, surfaceRaised, header),
    textMuted: readable(
      params.hint_color ?? params.subtitle_text_color,
      c.textMuted,
      background,
      surface,
      surfaceRaised,
    ),
    primary,
    primaryHover: primary,
    primaryText: readable(params.button_color, c.primaryText, background, surface, surfaceRaised),
    onPrimary: readableOn(valid(params.button_text_color) ?? c.onPrimary, primary),
    accent,
    onAccent: readableOn(c.onAccent, accent),
    link: readable(params.link_color, c.link, background, surface, surfaceRaised),
    success,
    onSuccess: readableOn(c.onSuccess, success),
    danger,
    onDanger: readableOn(c.onDanger, danger),
    warning,
    onWarning: readableOn(c.onWarning, warning),
    info,
    onInfo: readableOn(c.onInfo, info),
  };
  return { ...base, name: "telegram", colors };
}
