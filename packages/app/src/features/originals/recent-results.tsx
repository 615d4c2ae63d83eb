import { useLingui } from "@lingui/react/macro";
import { ResultStrip } from "@casino/ui";
import { useOriginalsSession } from "./session.ts";

/** The session's last results under the stage; a chip opens the fairness dialog on its bet. */
export function RecentResults() {
  const { t } = useLingui();
  const session = useOriginalsSession();
  const { openFairness } = session;
  return (
    <ResultStrip
      label={t`Recent results`}
      winLabel={t`Win`}
      lossLabel={t`Loss`}
      emptyLabel={t`Your results will show here.`}
      items={session.history}
      onSelect={openFairness ? (id) => openFairness(Number(id)) : undefined}
    />
  );
}
