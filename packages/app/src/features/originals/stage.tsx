import type { ReactNode } from "react";
import styled from "styled-components";
import { useLingui } from "@lingui/react/macro";
import { media, ResultStrip, stack } from "@casino/ui";
import { useOriginalsSession } from "./session.ts";
import { StageTools } from "./stage-tools.tsx";
import type { Hotkey } from "./use-hotkeys.ts";

const Frame = styled.div`
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

const Body = styled.div`
  flex: 1;
  ${stack("sm")}
  justify-content: center;
  ${media.up("md")} {
    gap: ${({ theme }) => theme.space.lg};
  }
`;

/** The stage of an original: title and tools, the game itself, then the recent results. */
export function GameStage({
  title,
  hotkeys,
  desktop,
  children,
}: {
  title: string;
  hotkeys: Hotkey[];
  desktop: boolean;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const session = useOriginalsSession();
  const { openFairness } = session;
  return (
    <Frame>
      <StageTools title={title} hotkeys={hotkeys} desktop={desktop} />
      <Body>{children}</Body>
      <ResultStrip
        label={t`Recent results`}
        winLabel={t`Win`}
        lossLabel={t`Loss`}
        emptyLabel={t`Your results will show here.`}
        items={session.history}
        onSelect={openFairness ? (id) => openFairness(Number(id)) : undefined}
      />
    </Frame>
  );
}
