import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { Button, StageHeader } from "@casino/ui";
import type { Hotkey } from "./use-hotkeys.ts";
import { useOriginalsSession } from "./session.ts";

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
    <StageHeader
      title={title}
      titleId="original-title"
      tools={
        <>
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
        </>
      }
      wideTools={
        desktop ? (
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={showKeys}
            aria-controls="originals-shortcuts"
            onClick={() => setShowKeys((v) => !v)}
          >{t`Keyboard shortcuts`}</Button>
        ) : null
      }
      endTools={
        openFairness ? (
          <Button variant="secondary" size="sm" onClick={() => openFairness()}>
            {t`Fairness`}
          </Button>
        ) : null
      }
      shortcuts={
        showKeys && desktop
          ? { id: "originals-shortcuts", label: t`Keyboard shortcuts`, items: hotkeys }
          : null
      }
    />
  );
}
