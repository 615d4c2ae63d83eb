import { useLingui } from "@lingui/react/macro";
import { ErrorScreen } from "@casino/ui";

/** Shown to visitors from blocked countries (rule 1); the core sends them here and away again. */
export function NotAvailablePage() {
  const { t } = useLingui();
  return (
    <ErrorScreen
      statusCode={403}
      statusLabel={t`Error`}
      title={t`Not available in your country`}
      message={t`We are sorry: the casino is not available in your country.`}
      homeLabel={t`Try again`}
      onHome={() => window.location.assign("/")}
    />
  );
}
