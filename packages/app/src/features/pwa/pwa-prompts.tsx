import { useSyncExternalStore } from "react";
import { useLingui } from "@lingui/react/macro";
import { Button, FloatingPrompt } from "@casino/ui";
import { useAppOptions } from "../../routes/app-options.tsx";
import type { PwaPort, PwaState } from "./pwa-port.ts";

const none: PwaState = { updateAvailable: false, installAvailable: false };
const noop = () => () => undefined;

function usePwaState(pwa: PwaPort | undefined): PwaState {
  return useSyncExternalStore(
    pwa ? pwa.subscribe : noop,
    pwa ? pwa.getState : () => none,
    () => none,
  );
}

/**
 * The installable app's prompts: "a new version is available" (reload on accept) and the install
 * offer (unless the player hid it before). Renders nothing without the shell's PWA port.
 */
export function PwaPrompts() {
  const { t } = useLingui();
  const { pwa } = useAppOptions();
  const state = usePwaState(pwa);
  if (!pwa) return null;
  if (state.updateAvailable) {
    return (
      <FloatingPrompt
        aria-label={t`App update`}
        message={t`A new version of the casino is available.`}
        messageRole="status"
        actions={
          <>
            <Button size="sm" variant="ghost" onClick={() => pwa.dismissUpdate()}>
              {t`Later`}
            </Button>
            <Button size="sm" onClick={() => pwa.applyUpdate()}>
              {t`Reload`}
            </Button>
          </>
        }
      />
    );
  }
  if (state.installAvailable) {
    return (
      <FloatingPrompt
        aria-label={t`Install the app`}
        message={t`Install the casino on your device for a quicker start.`}
        actions={
          <>
            <Button size="sm" variant="ghost" onClick={() => pwa.dismissInstall()}>
              {t`Not now`}
            </Button>
            <Button size="sm" onClick={() => void pwa.install()}>
              {t`Install`}
            </Button>
          </>
        }
      />
    );
  }
  return null;
}
