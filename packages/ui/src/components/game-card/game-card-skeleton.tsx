import styled from "styled-components";
import { stack } from "../../theme/layout.ts";
import { Skeleton } from "../skeleton/index.ts";

const Root = styled.div`
  ${stack("xs")}
  min-inline-size: 0;
`;

const Media = styled.div`
  aspect-ratio: 3 / 4;
  & > * {
    block-size: 100%;
    border-radius: ${({ theme }) => theme.radii.lg};
  }
`;

export interface GameCardSkeletonProps {
  className?: string;
}

/**
 * The placeholder of a GameCard while games load, same size as a card.
 * Hidden from assistive technology: announce loading once (GameGrid's spinner).
 */
export function GameCardSkeleton({ className }: GameCardSkeletonProps) {
  return (
    <Root aria-hidden="true" className={className} data-skeleton="game-card">
      <Media>
        <Skeleton shape="rect" height="100%" />
      </Media>
      <Skeleton shape="text" width="80%" />
      <Skeleton shape="text" width="50%" height="0.75em" />
    </Root>
  );
}
