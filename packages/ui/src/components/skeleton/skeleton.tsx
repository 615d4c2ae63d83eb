import styled, { css, keyframes } from "styled-components";
import { stack } from "../../theme/layout.ts";

export type SkeletonShape = "text" | "rect" | "circle";

export interface SkeletonProps {
  shape?: SkeletonShape;
  /** CSS length; defaults: text 100%, rect 100%, circle = height. */
  width?: string;
  /** CSS length; defaults: text 1em, rect 8rem, circle 2.75rem. */
  height?: string;
  /** Lines of text (shape `text`). */
  lines?: number;
  className?: string;
}

const shimmer = keyframes`
  from { background-position: 200% 0; }
  to { background-position: -200% 0; }
`;

const Block = styled.span<{ $shape: SkeletonShape; $width?: string; $height?: string }>`
  display: block;
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.surfaceSunken} 25%,
    ${({ theme }) => theme.colors.border} 50%,
    ${({ theme }) => theme.colors.surfaceSunken} 75%
  );
  background-size: 400% 100%;
  animation: ${shimmer} 1.4s ${({ theme }) => theme.motion.easing.linear} infinite;
  ${({ $shape, $width, $height, theme }) => {
    if ($shape === "circle") {
      const size = $height ?? $width ?? theme.sizes.controlMd;
      return css`
        inline-size: ${size};
        block-size: ${size};
        border-radius: ${theme.radii.round};
      `;
    }
    return css`
      inline-size: ${$width ?? "100%"};
      block-size: ${$height ?? ($shape === "text" ? "1em" : "8rem")};
      border-radius: ${$shape === "text" ? theme.radii.sm : theme.radii.md};
    `;
  }}
`;

const Lines = styled.span`
  ${stack("sm")}
  & > :last-child:not(:first-child) {
    inline-size: 60%;
  }
`;

/**
 * A placeholder shape shown while content loads. It is hidden from assistive
 * technology: announce loading once on the container (e.g. `aria-busy`) or
 * with a Spinner.
 */
export function Skeleton({ shape = "text", width, height, lines = 1, className }: SkeletonProps) {
  if (shape === "text" && lines > 1) {
    return (
      <Lines aria-hidden="true" className={className}>
        {Array.from({ length: lines }, (_, i) => (
          <Block key={i} $shape="text" $width={width} $height={height} data-skeleton="" />
        ))}
      </Lines>
    );
  }
  return (
    <Block
      aria-hidden="true"
      $shape={shape}
      $width={width}
      $height={height}
      className={className}
      data-skeleton=""
    />
  );
}
