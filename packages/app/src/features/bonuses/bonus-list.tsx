import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { bonusesApi, type BonusTab } from "@casino/core";
import { Box, EmptyState, Stack, type StackProps } from "@casino/ui";
import { PagedListView, useRefetch } from "../../shared/query-states.tsx";
import { useQuery } from "@casino/core/react";
import { BonusItem } from "./bonus-item.tsx";

/** Bonuses per page of a tab. */
export const BONUSES_PER_PAGE = 10;

/** The page's list of bonuses: a list without bullets, its items `md` apart. */
const List = (props: StackProps) => <Stack as="ul" gap="md" {...props} />;

/**
 * One tab of the bonus dialog: a page of `GET /api/bonuses?tab=` with skeletons while it loads,
 * an empty state, an error with retry, and pages. The realtime bonus events keep it current.
 */
export function BonusList({ tab }: { tab: BonusTab }) {
  const { t } = useLingui();
  const [current, setCurrent] = useState(1);
  const query = { tab, page: current, per_page: BONUSES_PER_PAGE };
  const state = useQuery(bonusesApi.endpoints.listBonuses, query);
  const retry = useRefetch(bonusesApi.endpoints.listBonuses, query);
  const empty = {
    available: {
      title: t`No bonuses to claim right now`,
      description: t`Have a bonus code? Enter it above. New offers appear here.`,
    },
    active: {
      title: t`No active bonus`,
      description: t`Claim a bonus from the Available tab to start wagering it.`,
    },
    history: {
      title: t`No finished bonuses yet`,
      description: t`Completed, expired and cancelled bonuses are kept here.`,
    },
  }[tab];

  return (
    <PagedListView
      state={state}
      keepDataOnError
      frame={(content) => (
        <Box paddingBlockStart="md">
          <Stack gap="md">{content}</Stack>
        </Box>
      )}
      headingLevel={3}
      skeleton={{ label: t`Loading bonuses`, count: 2, mediaAspect: null, lines: 3, action: true }}
      failedTitle={t`Your bonuses could not be loaded.`}
      onRetry={retry}
      empty={
        <EmptyState headingLevel={3} compact title={empty.title} description={empty.description} />
      }
      list={List}
      pagesLabel={t`Bonus pages`}
      onPageChange={setCurrent}
    >
      {(bonus) => <BonusItem bonus={bonus} />}
    </PagedListView>
  );
}
