import { useState } from "react";
import styled, { type DefaultTheme } from "styled-components";

export type CoinIconSize = "sm" | "md" | "lg";

export interface CoinIconProps {
  /** Currency or entity wallet code, e.g. `BTC`, `USDT`, `EUR`. Used for the monogram fallback. */
  code: string;
  /** Coin image URL (the entity wallet's `coin_image`). Falls back to a monogram when absent or broken. */
  src?: string | null;
  /**
   * Accessible name, e.g. "Bitcoin". Pass an empty string when the code is
   * already written next to the icon: the icon is then decorative.
   */
  alt: string;
  size?: CoinIconSize;
  className?: string;
}

const dimension = { sm: "iconSm", md: "iconLg", lg: "controlSm" } as const;

type Tone = "primary" | "accent" | "success" | "warning" | "info";
const tones: Tone[] = ["primary", "accent", "success", "warning", "info"];
const onTone = {
  primary: "onPrimary",
  accent: "onAccent",
  success: "onSuccess",
  warning: "onWarning",
  info: "onInfo",
} as const;

/** A stable colour for a code, so BTC always gets the same monogram colour. */
export function monogramTone(code: string): Tone {
  let hash = 0;
  for (const char of code.toUpperCase()) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return tones[hash % tones.length] ?? "primary";
}

/**
 * The monogram shown without an image: the code's first part, up to four letters or digits
 * (`USDT`, `BTC` for `BTC_LIGHTNING`); never a shortening that reads as another currency (`USD`).
 */
export function monogramText(code: string): string {
  const first = code.split(/[^a-z0-9]+/i).find(Boolean) ?? "";
  return first.slice(0, 4).toUpperCase() || "?";
}

const box = ({ theme, $size }: { theme: DefaultTheme; $size: CoinIconSize }) => `
  display: inline-flex;
  flex-shrink: 0;
  inline-size: ${theme.sizes[dimension[$size]]};
  block-size: ${theme.sizes[dimension[$size]]};
  border-radius: ${theme.radii.round};
`;

const Image = styled.img<{ $size: CoinIconSize }>`
  ${box}
  object-fit: cover;
`;

const Monogram = styled.span<{ $size: CoinIconSize; $tone: Tone; $length: number }>`
  ${box}
  align-items: center;
  justify-content: center;
  background: ${({ theme, $tone }) => theme.colors[$tone]};
  color: ${({ theme, $tone }) => theme.colors[onTone[$tone]]};
  font-weight: ${({ theme }) => theme.typography.fontWeights.bold};
  /* Scale the letters to the circle: longer codes get smaller ones. */
  font-size: ${({ theme, $size, $length }) =>
    `calc(${theme.sizes[dimension[$size]]} * ${$length > 3 ? 0.26 : $length > 2 ? 0.32 : 0.42})`};
  line-height: 1;
  user-select: none;
`;

/** A coin's image with an accessible name, or a coloured monogram when no image is available. */
export function CoinIcon({ code, src, alt, size = "md", className }: CoinIconProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const decorative = alt === "";
  if (src && failedSrc !== src) {
    return (
      <Image
        src={src}
        alt={alt}
        $size={size}
        className={className}
        loading="lazy"
        decoding="async"
        onError={() => setFailedSrc(src)}
        {...(decorative ? { "aria-hidden": true } : {})}
      />
    );
  }
  const text = monogramText(code);
  return (
    <Monogram
      $size={size}
      $tone={monogramTone(code)}
      $length={text.length}
      className={className}
      {...(decorative ? { "aria-hidden": true } : { role: "img", "aria-label": alt })}
    >
      <span aria-hidden="true">{text}</span>
    </Monogram>
  );
}
