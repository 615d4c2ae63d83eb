import styled from "styled-components";
import { stack } from "../../theme/layout.ts";
import { Skeleton } from "../skeleton/index.ts";

export interface CardSkeletonProps {
  /** Aspect ratio of the image area (CSS `aspect-ratio`), e.g. "16 / 9"; `null` for no image. */
  mediaAspect?: string | null;
  /** Text lines under the image. */
  lines?: number;
  /** Show a button-sized block at the bottom. */
  action?: boolean;
  className?: string;
}

const Root = styled.div`
  ${stack()}
  overflow: hidden;
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Media = styled.div<{ $aspect: string }>`
  aspect-ratio: ${({ $aspect }) => $aspect};
  & > * {
    block-size: 100%;
    border-radius: 0;
  }
`;

const Body = styled.div`
  ${stack("md")}
  padding: ${({ theme }) => theme.space.lg};
`;

/**
 * Placeholder of a content card (promotion, tournament, blog post) while its
 * list loads. Hidden from assistive technology: announce loading on the list.
 */
export function CardSkeleton({
  mediaAspect = "16 / 9",
  lines = 3,
  action = false,
  className,
}: CardSkeletonProps) {
  return (
    <Root aria-hidden="true" className={className} data-skeleton="card">
      {mediaAspect ? (
        <Media $aspect={mediaAspect}>
          <Skeleton shape="rect" height="100%" />
        </Media>
      ) : null}
      <Body>
        <Skeleton shape="text" width="70%" height="1.25em" />
        {lines > 0 ? <Skeleton shape="text" lines={lines} /> : null}
        {action ? <Skeleton shape="rect" height="2.75rem" /> : null}
      </Body>
    </Root>
  );
}
