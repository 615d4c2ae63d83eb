import { readFileSync } from "node:fs";
import { join } from "node:path";
import { breakpoints, media, palette, vipLevelColors, vipLevelText } from "./index.ts";
import { fonts, japaneseFallback } from "./typography.ts";
import { createTelegramTheme, darkTheme, lightTheme, type Theme } from "../theme/index.ts";

// An independent WCAG 2 contrast implementation, so the kit's own helper is not checked against itself.
function channel(hex: string, i: number): number {
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join("")}` : hex;
  const v = parseInt(full.slice(1 + i * 2, 3 + i * 2), 16) / 255;
  return v <= 0.04045 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
}
function relativeLuminance(hex: string): number {
  return 0.2126 * channel(hex, 0) + 0.7152 * channel(hex, 1) + 0.0722 * channel(hex, 2);
}
function ratio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Every text-on-background pair the components use. */
function textPairs(theme: Theme): [string, string, string][] {
  const c = theme.colors;
  const surfaces = { background: c.background, surface: c.surface, surfaceRaised: c.surfaceRaised };
  const pairs: [string, string, string][] = [];
  for (const [surfaceName, bg] of Object.entries(surfaces)) {
    for (const role of [
      "text",
      "textMuted",
      "primaryText",
      "link",
      "success",
      "danger",
      "warning",
      "info",
      "accent",
    ] as const) {
      pairs.push([`${role} on ${surfaceName}`, c[role], bg]);
    }
  }
  pairs.push(["text on header", c.text, c.header]);
  pairs.push(["text on surfaceSunken", c.text, c.surfaceSunken]);
  for (const role of ["Primary", "Accent", "Success", "Danger", "Warning", "Info"] as const) {
    const bg = c[role.toLowerCase() as "primary"];
    pairs.push([`on${role} on ${role.toLowerCase()}`, c[`on${role}`], bg]);
  }
  pairs.push(["onPrimary on primaryHover", c.onPrimary, c.primaryHover]);
  for (const level of [0, 1, 2, 3, 4, 5] as const)
    pairs.push([`onVip on vip ${level}`, c.onVip, c.vip[level]]);
  return pairs;
}

describe("colour tokens", () => {
  it("keeps the spec's loading overlay colours", () => {
    expect(palette.magenta500).toBe("#bb2485");
    expect(palette.overlay).toBe("#333333");
    expect(darkTheme.colors.loadingAccent).toBe("#bb2485");
    expect(darkTheme.colors.loadingOverlay).toBe("#333333");
  });

  it("has a colour for each of the five VIP levels and for no level", () => {
    expect(Object.keys(vipLevelColors)).toEqual(["0", "1", "2", "3", "4", "5"]);
    expect(new Set(Object.values(vipLevelColors)).size).toBe(6);
    expect(ratio(vipLevelText, vipLevelColors[5])).toBeGreaterThanOrEqual(4.5);
  });

  const telegramDefaultDark = createTelegramTheme({
    bg_color: "#17212b",
    secondary_bg_color: "#232e3c",
    text_color: "#f5f5f5",
    hint_color: "#708499",
    link_color: "#6ab3f3",
    button_color: "#5288c1",
    button_text_color: "#ffffff",
    destructive_text_color: "#ec3942",
  });
  const telegramDefaultLight = createTelegramTheme({
    bg_color: "#ffffff",
    secondary_bg_color: "#f1f1f1",
    text_color: "#000000",
    hint_color: "#999999",
    link_color: "#2481cc",
    button_color: "#2481cc",
    button_text_color: "#ffffff",
  });

  it.each([
    ["dark", darkTheme],
    ["light", lightTheme],
    ["telegram (default dark)", telegramDefaultDark],
    ["telegram (default light)", telegramDefaultLight],
    ["telegram (no params)", createTelegramTheme()],
  ])("%s theme: every text colour meets WCAG AA (4.5:1) on its background", (_name, theme) => {
    const failures = textPairs(theme)
      .map(([label, fg, bg]) => ({ label, fg, bg, ratio: Math.round(ratio(fg, bg) * 100) / 100 }))
      .filter((pair) => pair.ratio < 4.5);
    expect(failures).toEqual([]);
  });

  it("focus ring stands out (3:1) against the page and surfaces", () => {
    for (const theme of [darkTheme, lightTheme]) {
      for (const bg of [theme.colors.background, theme.colors.surface]) {
        expect(ratio(theme.colors.focusRing, bg)).toBeGreaterThanOrEqual(3);
      }
    }
  });
});

describe("breakpoints and media", () => {
  it("has the spec's breakpoints", () => {
    expect(breakpoints).toMatchObject({
      sm: 600,
      md: 960,
      lg: 1280,
      xl: 1920,
      xxl: 2560,
      desktop: 1280,
      gameMobile: 425,
    });
  });

  it("builds min-width and max-width queries", () => {
    expect(media.up("lg")).toBe("@media (min-width: 1280px)");
    expect(media.down("md")).toBe("@media (max-width: 959.98px)");
    expect(media.between("sm", "desktop")).toBe(
      "@media (min-width: 600px) and (max-width: 1279.98px)",
    );
  });
});

describe("type system", () => {
  const css = readFileSync(join(__dirname, "../fonts/fonts.css"), "utf8");
  const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => ({
    family: /font-family:\s*"([^"]+)"/.exec(body!)![1]!,
    display: /font-display:\s*(\w+)/.exec(body!)?.[1],
    src: /src:\s*url\("([^"]+)"\)/.exec(body!)![1]!,
    ranges: /unicode-range:\s*([^;]+);/
      .exec(body!)![1]!
      .split(",")
      .map((range) => {
        const [from, to = from] = range.trim().slice(2).split("-");
        return [parseInt(from!, 16), parseInt(to!, 16)] as const;
      }),
  }));
  const covers = (family: string, code: number) =>
    faces.some(
      (face) => face.family === family && face.ranges.some(([a, b]) => code >= a && code <= b),
    );
  const firstFamily = (stack: string) => stack.split(",")[0]!.trim().replace(/"/g, "");

  it("loads only woff2 files of the faces the stacks name first", () => {
    expect(faces.every((face) => face.src.endsWith(".woff2"))).toBe(true);
    expect(new Set(faces.map((face) => face.family))).toEqual(
      new Set([firstFamily(fonts.body), firstFamily(fonts.display)]),
    );
    expect(faces.every((face) => face.display === "swap")).toBe(true);
  });

  it("covers Latin, Turkish, Cyrillic and the currency signs in the body face", () => {
    for (const char of ["A", "ğ", "ş", "ı", "Ж", "ё", "₿", "₮", "€", "₽", "₺", "₴"]) {
      expect([char, covers("Inter Variable", char.codePointAt(0)!)]).toEqual([char, true]);
    }
  });

  it("falls back to monospace only in the code stack, and to the Japanese system faces", () => {
    expect(fonts.body).not.toMatch(/mono/i);
    expect(fonts.display).not.toMatch(/mono/i);
    expect(fonts.mono).toMatch(/monospace$/);
    for (const stack of [fonts.body, fonts.display]) {
      expect(stack).toContain(japaneseFallback);
      // The generic sans comes after the Japanese faces, so a kanji never lands in a Latin sans.
      expect(stack.indexOf("sans-serif")).toBeGreaterThan(stack.indexOf(japaneseFallback));
    }
    // Display text whose glyph the display face lacks (₿) falls back to the body face.
    expect(fonts.display.indexOf('"Inter Variable"')).toBeLessThan(
      fonts.display.indexOf("system-ui"),
    );
  });
});
