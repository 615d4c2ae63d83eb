import type { ReactNode } from "react";
import styled from "styled-components";
import { stack } from "../../theme/layout.ts";
import { media } from "../../tokens/breakpoints.ts";

const Layout = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  inline-size: 100%;
  max-inline-size: 80rem;
  margin-inline: auto;
  ${media.up("md")} {
    grid-template-columns: minmax(18rem, 22rem) minmax(0, 1fr);
    align-items: start;
  }
`;

const Stage = styled.div`
  min-inline-size: 0;
  ${stack("sm")}
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.xl};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  background:
    radial-gradient(120% 80% at 50% 0%, rgba(187, 36, 133, 0.18), transparent 60%),
    radial-gradient(100% 60% at 50% 100%, rgba(0, 200, 255, 0.08), transparent 60%),
    ${({ theme }) => theme.colors.surfaceSunken};
  order: 1;
  ${media.up("md")} {
    order: 2;
    min-block-size: 32rem;
    gap: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.lg};
  }
`;

const StageBody = styled.div`
  flex: 1;
  ${stack("sm")}
  justify-content: center;
  ${media.up("md")} {
    gap: ${({ theme }) => theme.space.lg};
  }
`;

const Panel = styled.div`
  min-inline-size: 0;
  ${stack("md")}
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  order: 2;
  ${media.up("md")} {
    order: 1;
    padding: ${({ theme }) => theme.space.lg};
  }
`;

export interface OriginalsFrameProps {
  /** The id of the game's heading (the frame is labelled by it). */
  labelledBy: string;
  /** The top of the stage: title and tools. */
  tools: ReactNode;
  /** The game's board. */
  stage: ReactNode;
  /** Under the board: the recent results. */
  results: ReactNode;
  /** The bet panel's content: stake, bet button, settings. */
  panel: ReactNode;
}

/**
 * The frame of an original: the stage (tools, board, results) and the bet panel. Wide screens put
 * the panel on the left; phones show the stage first, then the panel, so the bet button is on
 * screen without scrolling.
 */
export function OriginalsFrame({ labelledBy, tools, stage, results, panel }: OriginalsFrameProps) {
  return (
    <Layout aria-labelledby={labelledBy}>
      <Stage>
        {tools}
        <StageBody>{stage}</StageBody>
        {results}
      </Stage>
      <Panel>{panel}</Panel>
    </Layout>
  );
}
