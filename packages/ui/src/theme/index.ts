export { darkTheme, lightTheme, type Theme, type ThemeColors, type ThemeName } from "./theme";
export { createTelegramTheme, type TelegramThemeParams } from "./telegram";
export { ThemeProvider, type ThemeProviderProps } from "./theme-provider";
export { GlobalStyles } from "./global-styles";
export { contrastRatio, luminance, readableOn } from "./contrast";
