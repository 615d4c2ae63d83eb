import type { ImgHTMLAttributes } from "react";
import styled from "styled-components";

export interface CoverImageProps extends ImgHTMLAttributes<HTMLImageElement> {
  src: string;
  /** What the picture shows; `""` (the default) when it only decorates the article. */
  alt?: string;
}

const Image = styled.img`
  display: block;
  inline-size: 100%;
  block-size: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceSunken};
`;

/**
 * An article's picture across its column (a post's cover, a promotion's hero): 16:9, cropped to
 * fit, rounded, on a sunken surface while it loads, so nothing shifts when it arrives.
 */
export function CoverImage({ alt = "", decoding = "async", ...rest }: CoverImageProps) {
  return <Image alt={alt} decoding={decoding} {...rest} />;
}
