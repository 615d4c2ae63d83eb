/**
 * Telegram's default dark and light palettes, as a client sends them in `tgWebAppThemeParams`.
 * The sandbox's dev launcher offers both; the mini app's dev mock uses the dark one.
 */
export const telegramThemes = {
  dark: {
    bg_color: "#17212b",
    secondary_bg_color: "#232e3c",
    section_bg_color: "#17212b",
    header_bg_color: "#17212b",
    bottom_bar_bg_color: "#17212b",
    text_color: "#f5f5f5",
    hint_color: "#708499",
    subtitle_text_color: "#708499",
    link_color: "#6ab3f3",
    button_color: "#5288c1",
    button_text_color: "#ffffff",
    accent_text_color: "#6ab2f2",
    destructive_text_color: "#ec3942",
    section_separator_color: "#111921",
    section_header_text_color: "#6ab3f3",
  },
  light: {
    bg_color: "#ffffff",
    secondary_bg_color: "#f0f0f0",
    section_bg_color: "#ffffff",
    header_bg_color: "#ffffff",
    bottom_bar_bg_color: "#ffffff",
    text_color: "#000000",
    hint_color: "#707579",
    subtitle_text_color: "#707579",
    link_color: "#3390ec",
    button_color: "#3390ec",
    button_text_color: "#ffffff",
    accent_text_color: "#3390ec",
    destructive_text_color: "#e53935",
    section_separator_color: "#e7e7e7",
    section_header_text_color: "#3390ec",
  },
} as const;
