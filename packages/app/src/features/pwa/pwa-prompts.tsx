import { useSyncExternalStore } from "react";
import styled from "styled-components";
import { useLingui } from "@lingui/react/macro";
import { Button, cluster } from "@casino/ui";
import { useAppOptions } from "../../routes/app-options.tsx";
import type { PwaPort, PwaState } from "./pwa-port.ts";

const Banner = styled.section`
  position: fixed;
  inset-inline: ${({ theme }) => theme.space.md};
  inset-block-end: calc(${({ theme }) => theme.space.md} + env(safe-area-inset-bottom, 0px) + 4rem);
  z-index: ${({ theme }) => theme.zIndex.toast};
  ${cluster("sm")}
  justify-content: space-between;
  max-inline-size: 32rem;
  margin-inline: auto;
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  p {
    flex: 1 1 12rem;
    margin: 0;
  }
  div {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

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
      <Banner aria-label={t`App update`}>
        <p role="status">{t`A new version of the casino is available.`}</p>
        <div>
          <Button size="sm" variant="ghost" onClick={() => pwa.dismissUpdate()}>
            {t`Later`}
          </Button>
          <Button size="sm" onClick={() => pwa.applyUpdate()}>
            {t`Reload`}
          </Button>
        </div>
      </Banner>
    );
  }
  if (state.installAvailable) {
    return (
      <Banner aria-label={t`Install the app`}>
        <p>{t`Install the casino on your device for a quicker start.`}</p>
        <div>
          <Button size="sm" variant="ghost" onClick={() => pwa.dismissInstall()}>
            {t`Not now`}
          </Button>
          <Button size="sm" onClick={() => void pwa.install()}>
            {t`Install`}
          </Button>
        </div>
      </Banner>
    );
  }
  return null;
}
