import { useState } from "react";
import styled from "styled-components";

export type AvatarSize = "sm" | "md" | "lg";

export interface AvatarProps {
  /** The player's name: the image's alt text and the source of the initials. */
  name: string;
  src?: string;
  size?: AvatarSize;
  /** Hide from assistive technology when the name is already next to it. */
  decorative?: boolean;
  className?: string;
}

const dims = { sm: "controlSm", md: "controlMd", lg: "controlLg" } as const;

const Circle = styled.span<{ $size: AvatarSize }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  inline-size: ${({ theme, $size }) => theme.sizes[dims[$size]]};
  block-size: ${({ theme, $size }) => theme.sizes[dims[$size]]};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.typography.fontWeights.bold};
  font-size: ${({ theme, $size }) => ($size === "lg" ? theme.typography.fontSizes.lg : theme.typography.fontSizes.sm)};
  text-transform: uppercase;
  user-select: none;

  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

/**
 * Up to two initials from a name ("Pixel Pioneer" -> "PP", "satoshi" -> "S"), taken from the words
 * that begin with a letter: a number in a generated name is not an initial ("tg_804790456" -> "T").
 */
export function initials(name: string): string {
  const all = name
    .trim()
    .split(/[\s._-]+/)
    .filter(Boolean);
  const named = all.filter((word) => /^\p{L}/u.test(word));
  const words = named.length > 0 ? named : all;
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters
    .map((w) => Array.from(w ?? "")[0] ?? "")
    .join("")
    .toUpperCase();
}

/** A round player picture, falling back to initials when missing or broken. */
export function Avatar({ name, src, size = "md", decorative = false, className }: AvatarProps) {
  const [failed, setFailed] = useState<string | undefined>(undefined);
  const showImage = src && failed !== src;
  const a11y = decorative ? { "aria-hidden": true } : { role: "img", "aria-label": name };
  return (
    <Circle $size={size} className={className} {...a11y}>
      {showImage ? (
        <img src={src} alt="" onError={() => setFailed(src)} />
      ) : (
        <span aria-hidden="true">{initials(name)}</span>
      )}
    </Circle>
  );
}
