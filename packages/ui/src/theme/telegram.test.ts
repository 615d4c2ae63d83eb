import { createTelegramTheme } from "./telegram.ts";
import { darkTheme, lightTheme } from "./theme.ts";

describe("createTelegramTheme", () => {
  it("maps Telegram theme params onto the theme", () => {
    const theme = createTelegramTheme({
      bg_color: "#17212b",
      secondary_bg_color: "#232e3c",
      section_bg_color: "#1d2733",
      header_bg_color: "#101820",
      text_color: "#f5f5f5",
      hint_color: "#a0acb7",
      link_color: "#6ab3f3",
      button_color: "#2b6ba8",
      button_text_color: "#ffffff",
      accent_text_color: "#6ab2f2",
      destructive_text_color: "#ff6b6b",
    });
    expect(theme.name).toBe("telegram");
    expect(theme.colors).toMatchObject({
      background: "#17212b",
      surface: "#232e3c",
      surfaceRaised: "#1d2733",
      header: "#101820",
      text: "#f5f5f5",
      textMuted: "#a0acb7",
      link: "#6ab3f3",
      primary: "#2b6ba8",
      onPrimary: "#ffffff",
      accent: "#6ab2f2",
      danger: "#ff6b6b",
    });
  });

  it("falls back to the dark theme without params", () => {
    const theme = createTelegramTheme();
    expect(theme.colors.background).toBe(darkTheme.colors.background);
    expect(theme.colors.text).toBe(darkTheme.colors.text);
    expect(theme.colorScheme).toBe("dark");
  });

  it("uses the light theme as the base for a light Telegram background", () => {
    const theme = createTelegramTheme({ bg_color: "#ffffff" });
    expect(theme.colorScheme).toBe("light");
    expect(theme.colors.text).toBe(lightTheme.colors.text);
  });

  it("ignores malformed colours", () => {
    const theme = createTelegramTheme({ bg_color: "red; background: url(x)", text_color: "nope" });
    expect(theme.colors.background).toBe(darkTheme.colors.background);
    expect(theme.colors.text).toBe(darkTheme.colors.text);
  });

  it("replaces an unreadable text colour with a readable one", () => {
    const theme = createTelegramTheme({
      bg_color: "#101010",
      text_color: "#202020",
      button_color: "#ffff00",
      button_text_color: "#ffffff",
    });
    expect(theme.colors.text).not.toBe("#202020");
    expect(theme.colors.onPrimary).toBe("#000000");
  });
});
