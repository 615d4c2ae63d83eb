import { useState } from "react";
import styled from "styled-components";
import { useLingui } from "@lingui/react/macro";
import { Button, cluster, media } from "@casino/ui";
import type { Hotkey } from "./use-hotkeys.ts";
import { useOriginalsSession } from "./session.ts";

const Heading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.xl};
  text-transform: capitalize;
`;

const TopBar = styled.div`
  ${cluster("sm")}
  justify-content: space-between;
`;

const Tools = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  flex-wrap: wrap;
`;

/** Keyboard shortcuts are for desktops: hidden on narrow screens. */
const WideOnly = styled.span`
  display: contents;
  ${media.down("md")} {
    display: none;
  }
`;

const Shortcuts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.md};
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  & dt {
    font-family: ${({ theme }) => theme.typography.fonts.mono};
    color: ${({ theme }) => theme.colors.accent};
  }
  & dd {
    margin: 0;
  }
`;

/**
 * The top of an original's stage: its title (h1) and the tools (sound, turbo, keyboard
 * shortcuts on desktops, fairness for real play), with the shortcuts list when asked for.
 */
export function StageTools({
  title,
  hotkeys,
  desktop,
}: {
  title: string;
  hotkeys: Hotkey[];
  desktop: boolean;
}) {
  const { t } = useLingui();
  const session = useOriginalsSession();
  const [showKeys, setShowKeys] = useState(false);
  const { openFairness } = session;
  return (
    <>
      <TopBar>
        <Heading id="original-title">{title}</Heading>
        <Tools>
          <Button
            variant="ghost"
            size="sm"
            aria-pressed={session.sound}
            onClick={session.toggleSound}
          >
            {session.sound ? t`Sound on` : t`Sound off`}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-pressed={session.turbo}
            title={t`Short reveal animations`}
            onClick={session.toggleTurbo}
          >
            {t`Turbo`}
          </Button>
          {desktop ? (
            <WideOnly>
              <Button
                variant="ghost"
                size="sm"
                aria-expanded={showKeys}
                aria-controls="originals-shortcuts"
                onClick={() => setShowKeys((v) => !v)}
              >{t`Keyboard shortcuts`}</Button>
            </WideOnly>
          ) : null}
          {openFairness ? (
            <Button variant="secondary" size="sm" onClick={() => openFairness()}>
              {t`Fairness`}
            </Button>
          ) : null}
        </Tools>
      </TopBar>
      {showKeys && desktop ? (
        <Shortcuts id="originals-shortcuts" aria-label={t`Keyboard shortcuts`}>
          {hotkeys.map((k) => (
            <div key={k.key} style={{ display: "contents" }}>
              <dt>{k.keyLabel}</dt>
              <dd>{k.label}</dd>
            </div>
          ))}
        </Shortcuts>
      ) : null}
    </>
  );
}
