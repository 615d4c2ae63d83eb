export { darkTheme, lightTheme, type Theme, type ThemeColors, type ThemeName } from "./theme.ts";
export { createTelegramTheme, type TelegramThemeParams } from "./telegram.ts";
export { ThemeProvider, type ThemeProviderProps } from "./theme-provider.tsx";
export { GlobalStyles } from "./global-styles.ts";
export { contrastRatio, luminance, readableOn } from "./contrast.ts";
export {
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
} from "./layout.ts";
