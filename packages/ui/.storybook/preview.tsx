import "../src/fonts/fonts.css";
import type { Decorator, Preview } from "@storybook/react-vite";
import {
  createTelegramTheme,
  darkTheme,
  lightTheme,
  ThemeProvider,
  type Theme,
} from "../src/theme/index.ts";
import { viewports } from "./viewports.ts";

/** Telegram's default dark palette, as the mini app would pass it in. */
const telegramTheme = createTelegramTheme({
  bg_color: "#17212b",
  secondary_bg_color: "#232e3c",
  section_bg_color: "#17212b",
  header_bg_color: "#17212b",
  text_color: "#f5f5f5",
  hint_color: "#a0acb7",
  link_color: "#6ab3f3",
  button_color: "#2b6ba8",
  button_text_color: "#ffffff",
  accent_text_color: "#6ab2f2",
  destructive_text_color: "#ec3942",
});

const themes: Record<string, Theme> = {
  dark: darkTheme,
  light: lightTheme,
  telegram: telegramTheme,
};

const withTheme: Decorator = (Story, context) => {
  const theme = themes[String(context.globals.theme)] ?? darkTheme;
  return (
    <ThemeProvider theme={theme}>
      <Story />
    </ThemeProvider>
  );
};

const preview: Preview = {
  // Every component gets its docs page; a story or file that must not opts out with "!autodocs".
  tags: ["autodocs"],
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: "Kit theme",
      toolbar: {
        title: "Theme",
        icon: "paintbrush",
        items: [
          { value: "dark", title: "Dark" },
          { value: "light", title: "Light" },
          { value: "telegram", title: "Telegram" },
        ],
        dynamicTitle: true,
      },
    },
  },
  // The story tests run the whole catalogue in each theme (vitest.config.ts, vitest-theme.ts).
  initialGlobals: {
    theme: (globalThis as { __STORY_TEST_THEME__?: string }).__STORY_TEST_THEME__ ?? "dark",
  },
  parameters: {
    layout: "padded",
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: { options: viewports },
    // Accessibility violations fail the story's test (test runner / Vitest).
    a11y: { test: "error" },
    backgrounds: { disable: true },
  },
};

export default preview;
