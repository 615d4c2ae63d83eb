import { useLingui } from "@lingui/react/macro";
import type { CountdownLabels } from "@casino/ui";

/** The countdown's unit labels in the player's language. */
export function useCountdownLabels(): CountdownLabels {
  const { t } = useLingui();
  return { days: t`days`, hours: t`hours`, minutes: t`minutes`, seconds: t`seconds` };
}
