import { useEffect, useId, useRef } from "react";
import { useLingui } from "@lingui/react/macro";
import { reachabilityActions, selectApiReachability } from "@casino/core";
import { Button, EmptyState, WarningIcon, FullScreen } from "@casino/ui";
import { useAppDispatch, useAppSelector } from "@casino/core/react";

/**
 * "Can't reach the server", over the splash and everything else, when the start's requests got no
 * response (the API is down, the network is off, or CORS refused this page's origin). Retry asks the
 * API again; once it answers the page starts over. Renders nothing while the API answers.
 */
export function ServerUnreachable() {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectApiReachability);
  const titleId = useId();
  const descriptionId = useId();
  const retry = useRef<HTMLButtonElement>(null);
  const shown = state !== "reachable";
  useEffect(() => {
    if (shown) retry.current?.focus();
  }, [shown]);
  if (!shown) return null;
  const retrying = state === "retrying";
  return (
    <FullScreen
      overlay
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
    >
      <EmptyState
        icon={<WarningIcon />}
        headingLevel={2}
        title={<span id={titleId}>{t`Can't reach the server`}</span>}
        description={
          <span id={descriptionId}>
            {t`The casino's server is not answering. Check your connection and try again.`}
          </span>
        }
        action={
          <Button
            ref={retry}
            variant="primary"
            loading={retrying}
            loadingLabel={t`Trying again`}
            disabled={retrying}
            onClick={() => dispatch(reachabilityActions.retryRequested())}
          >
            {t`Retry`}
          </Button>
        }
      />
    </FullScreen>
  );
}
