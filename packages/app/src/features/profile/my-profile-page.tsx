import { useLingui } from "@lingui/react/macro";
import { href, routes, selectUser } from "@casino/core";
import { Spinner, Stack, Text } from "@casino/ui";
import { AppLink } from "../../shared/router-link.tsx";
import { useAppSelector } from "@casino/core/react";
import { PageTitle } from "../page/index.ts";
import { TwoFactorSection } from "../two-factor/index.ts";
import { ReferralInfo } from "../vip/index.ts";
import { DetailsSections } from "./details-sections.tsx";
import { PrivacySection } from "./privacy-section.tsx";
import { Column, Section } from "./section.tsx";

/** `/profile/my-profile` (signed-in only): account, personal details, security and referrals. */
export function MyProfilePage() {
  const { t } = useLingui();
  const user = useAppSelector(selectUser);
  return (
    <Column>
      <PageTitle>{t`My profile`}</PageTitle>
      {!user ? (
        <Spinner label={t`Loading your profile`} />
      ) : (
        <>
          <DetailsSections />
          <Section title={t`Two-factor authentication`}>
            <TwoFactorSection />
          </Section>
          <Section title={t`Privacy`}>
            <PrivacySection />
          </Section>
          <Section title={t`Invite friends`}>
            <ReferralInfo />
          </Section>
          <Section title={t`Responsible gaming`}>
            <Stack gap="md">
              <Text tone="subdued">
                {t`Set deposit, loss and wager limits, a session reminder, take a break or exclude yourself.`}
              </Text>
              <AppLink
                to={href(routes.responsibleGaming)}
              >{t`Open responsible gaming settings`}</AppLink>
            </Stack>
          </Section>
        </>
      )}
    </Column>
  );
}
