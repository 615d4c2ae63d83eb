import { useLingui } from "@lingui/react/macro";
import { AccountSection } from "./account-section.tsx";
import { PersonalDetailsForm } from "./personal-details-form.tsx";
import { Section } from "./section.tsx";

/** The account and personal-details sections both profile pages begin with. */
export function DetailsSections() {
  const { t } = useLingui();
  return (
    <>
      <Section title={t`Account`}>
        <AccountSection />
      </Section>
      <Section title={t`Personal details`}>
        <PersonalDetailsForm />
      </Section>
    </>
  );
}
