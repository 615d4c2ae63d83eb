import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { EmptyState } from "@casino/ui";
import { HomeLink } from "./home-link.tsx";
import { PageTitle } from "../frame/page-title.tsx";

/**
 * The honest screen of a route whose content arrives with a later release: the section's title and
 * a translated note that it is not open yet. No mock content.
 */
export function SectionNotOpen({ title }: { title: MessageDescriptor }) {
  const { t, i18n } = useLingui();
  const name = i18n._(title);
  return (
    <>
      <PageTitle>{name}</PageTitle>
      <EmptyState
        title={t`This section is not open yet`}
        description={t`${name} opens in a coming release. Meanwhile, the rest of the casino is open.`}
        action={<HomeLink label={t`Back to the lobby`} />}
      />
    </>
  );
}
