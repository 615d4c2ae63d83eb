import { useEffect } from "react";
import { useLocation } from "react-router";
import { useLingui } from "@lingui/react/macro";
import { responsibleGamingApi } from "@casino/core";
import { LoadFailed, useRefetch } from "../../shared/query-states.tsx";
import { useQuery } from "@casino/core/react";
import { Stack, Text } from "@casino/ui";
import { PageTitle } from "../page/index.ts";
import { Column, Section } from "../profile/index.ts";
import { CoolOffSection, SelfExclusionSection } from "./break-section.tsx";
import { LimitsSection } from "./limits-section.tsx";
import { ReminderSection } from "./reminder-section.tsx";

/** The anchor of the cool-off section (the session reminder's "take a break" opens it). */
export const COOL_OFF_ANCHOR = "take-a-break";

/**
 * `/profile/responsible-gaming` (signed-in only, linked from My profile): deposit, loss and wager
 * limits per rolling period (lower at once, raise after 24 hours, shown with the pending value and
 * when it applies), the session reminder, a cool-off and self-exclusion, each confirmed first.
 */
export function ResponsibleGamingPage() {
  const { t } = useLingui();
  const query = useQuery(responsibleGamingApi.endpoints.getResponsibleGaming, undefined);
  const settings = query.data;
  const { hash } = useLocation();
  const loaded = Boolean(settings);
  useEffect(() => {
    // The session reminder's "take a break" lands on the cool-off section.
    if (loaded && hash === `#${COOL_OFF_ANCHOR}`)
      document.getElementById(COOL_OFF_ANCHOR)?.scrollIntoView({ block: "start" });
  }, [loaded, hash]);
  const retry = useRefetch(responsibleGamingApi.endpoints.getResponsibleGaming, undefined);
  if (query.isError && !settings) {
    return (
      <Column>
        <PageTitle>{t`Responsible gaming`}</PageTitle>
        <LoadFailed
          title={t`Your responsible gaming settings could not be loaded.`}
          error={query.error}
          onRetry={retry}
        />
      </Column>
    );
  }
  return (
    <Column>
      <PageTitle>{t`Responsible gaming`}</PageTitle>
      <Section title={t`Deposit, loss and wager limits`}>
        <Stack gap="md">
          <Text tone="subdued">
            {t`Limits are in US dollars over rolling windows. A new or lower limit applies at once. Raising or removing one takes effect only after 24 hours, so a decision made in the heat of the moment cannot undo it.`}
          </Text>
          <LimitsSection settings={settings} />
        </Stack>
      </Section>
      <Section title={t`Session reminder`}>
        <ReminderSection settings={settings} />
      </Section>
      <div id={COOL_OFF_ANCHOR}>
        <Section title={t`Take a break`}>
          <CoolOffSection settings={settings} />
        </Section>
      </div>
      <Section title={t`Self-exclusion`}>
        <SelfExclusionSection settings={settings} />
      </Section>
    </Column>
  );
}
