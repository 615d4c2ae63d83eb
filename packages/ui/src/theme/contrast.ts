/** Parses `#rgb` or `#rrggbb` into 0..255 channels; `undefined` for anything else. */
export function parseHex(color: string): [number, number, number] | undefined {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!match?.[1]) return undefined;
  const hex =
    match[1].length === 3
      ? match[1]
          .split("")
          .map((c) => c + c)
          .join("")
      : match[1];
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

/** WCAG 2 relative luminance of a hex colour (0 = black, 1 = white). */
export function luminance(color: string): number {
  const rgb = parseHex(color);
  if (!rgb) throw new Error(`Not a hex colour: ${color}`);
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio between two hex colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The AA threshold for normal-size text. */
export const AA_TEXT = 4.5;

/**
 * Returns `color` when it reads at AA level on `background`, otherwise
 * whichever of `fallbacks` reads best there.
 */
export function readableOn(
  color: string,
  background: string,
  fallbacks: readonly string[] = ["#ffffff", "#000000"],
): string {
  if (parseHex(color) && contrastRatio(color, background) >= AA_TEXT) return color;
  return (
    [...fallbacks].sort((a, b) => contrastRatio(b, background) - contrastRatio(a, background))[0] ??
    color
  );
}
