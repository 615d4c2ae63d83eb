import { useState } from "react";
import { useSearchParams } from "react-router";
import { useLingui } from "@lingui/react/macro";
import {
  href,
  type Prize,
  type PrizeListQuery,
  prizesApi,
  routes,
  selectLanguage,
} from "@casino/core";
import {
  Button,
  EmptyState,
  StatusChip,
  navigationClick,
  Page,
  ActionPanel,
  Heading,
  Stack,
  Text,
  type StackProps,
  Inline,
} from "@casino/ui";
import {
  PagedListView,
  useCurrentPage,
  usePageParam,
  useRefetch,
} from "../../shared/query-states.tsx";
import { useMutation, useQuery, useAppSelector } from "@casino/core/react";
import { asRequestError } from "../../shared/request-error.ts";
import { AppLink, useRouterNavigate } from "../../shared/router-link.tsx";
import { useTranslateMessage } from "../../i18n/use-translate-message.ts";
import { PageTitle } from "../page/index.ts";
import { PrizeText } from "./competition-text.tsx";

/** Prizes per page. */
export const PRIZES_PER_PAGE = 20;

/** The prizes: a list without bullets, its items `sm` apart. */
const List = (props: StackProps) => <Stack as="ul" gap="sm" {...props} />;

type Filter = "all" | "0" | "1";

function PrizeItem({ prize, now }: { prize: Prize; now: number }) {
  const { t, i18n } = useLingui();
  const translate = useTranslateMessage();
  const locale = useAppSelector(selectLanguage);
  const onNavigate = useRouterNavigate();
  const [claim, claiming] = useMutation(prizesApi.endpoints.claimPrize);
  const [claimed, setClaimed] = useState(false);
  const expired =
    prize.claim_status === 0 && prize.expires_at !== null && Date.parse(prize.expires_at) <= now;
  const status =
    prize.claim_status === 1 || claimed
      ? "claimed"
      : prize.claim_status === -1
        ? "busted"
        : expired
          ? "expired"
          : "available";
  const statusLabel = {
    claimed: t`Claimed`,
    busted: t`Rejected`,
    expired: t`Expired`,
    available: t`Ready to claim`,
  }[status];
  const source = prize.source_title;
  const rank = prize.rank;
  const sourceHref =
    prize.source === "tournament"
      ? href(routes.tournament, { id: prize.source_id })
      : `${href(routes.challenges)}?tab=completed`;
  const date = (iso: string) =>
    i18n.date(new Date(iso), { dateStyle: "medium", timeStyle: "short" });
  const won = date(prize.created_at);
  const claimBy = prize.expires_at ? date(prize.expires_at) : "";
  const claimedOn = prize.claimed_at ? date(prize.claimed_at) : "";
  const failure = asRequestError(claiming.error);
  const titleId = `prize-${prize.id}`;
  const actions = (
    <>
      {status === "available" ? (
        <Button
          onClick={async () => {
            const result = await claim(prize.id);
            if ("data" in result) setClaimed(true);
          }}
          disabled={claiming.isLoading}
          aria-describedby={titleId}
        >
          {claiming.isLoading ? t`Claiming…` : t`Claim`}
        </Button>
      ) : null}
      <div role="status">
        {claimed ? (
          <Text variant="bodySm" tone="success">{t`Prize claimed.`}</Text>
        ) : claiming.isError ? (
          <Text variant="bodySm" tone="critical">
            {translate(failure?.code ?? failure?.message)}
          </Text>
        ) : null}
      </div>
    </>
  );
  return (
    <ActionPanel aria-labelledby={titleId} actions={actions}>
      <Stack gap="xs">
        <Inline gap="sm">
          <Heading level={2} size="sm" id={titleId}>
            {prize.source === "tournament"
              ? rank !== null
                ? t`Tournament: ${source} (rank ${rank})`
                : t`Tournament: ${source}`
              : t`Challenge: ${source}`}
          </Heading>
          <StatusChip kind="bonus" status={status} label={statusLabel} />
        </Inline>
        <Inline gap="sm">
          <PrizeText prize={prize.prize} locale={locale} />
        </Inline>
        <Text variant="bodySm" tone="subdued">
          {prize.description}
        </Text>
        <Text variant="bodySm" tone="subdued">
          {t`Won on ${won}`}
          {status === "available" && claimBy ? ` · ${t`Claim by ${claimBy}`}` : null}
          {status === "claimed" && claimedOn ? ` · ${t`Claimed on ${claimedOn}`}` : null}
        </Text>
        <Text variant="bodySm" tone="subdued">
          <a href={sourceHref} onClick={navigationClick(sourceHref, onNavigate)}>
            {prize.source === "tournament" ? t`View the tournament` : t`View your challenges`}
          </a>
        </Text>
      </Stack>
    </ActionPanel>
  );
}

/**
 * `/prizes` (signed in): what the player won in challenges and tournaments, newest first, with a
 * filter (all, to claim, claimed) in the address bar, each prize's status and its claim (once:
 * the server refuses a second one; cash arrives in the wallet, whose balance moves live).
 */
export function PrizesPage() {
  const { t } = useLingui();
  const setPage = usePageParam();
  const [params, setParams] = useSearchParams();
  const raw = params.get("status");
  const filter: Filter = raw === "0" || raw === "1" ? raw : "all";
  const page = useCurrentPage();
  const query: PrizeListQuery = {
    page,
    per_page: PRIZES_PER_PAGE,
    ...(filter === "all" ? {} : { claim_status: Number(filter) as 0 | 1 }),
  };
  const state = useQuery(prizesApi.endpoints.listPrizes, query);
  const refetch = useRefetch(prizesApi.endpoints.listPrizes, query);
  const [now] = useState(() => Date.now());
  const filters: { id: Filter; label: string }[] = [
    { id: "all", label: t`All` },
    { id: "0", label: t`To claim` },
    { id: "1", label: t`Claimed` },
  ];

  const body = (
    <PagedListView
      state={state}
      skeleton={{ label: t`Loading prizes`, mediaAspect: null, lines: 2, action: true }}
      failedTitle={t`Your prizes could not be loaded.`}
      onRetry={refetch}
      empty={
        <EmptyState
          title={filter === "all" ? t`No prizes yet.` : t`No prizes match this filter.`}
          description={t`Complete a challenge or finish high in a tournament to win one.`}
          action={<AppLink to={href(routes.challenges)}>{t`See the challenges`}</AppLink>}
        />
      }
      list={List}
      listLabel={t`Prizes`}
      pagesLabel={t`Prize pages`}
      onPageChange={setPage}
    >
      {(prize) => <PrizeItem prize={prize} now={now} />}
    </PagedListView>
  );
  return (
    <Page>
      <PageTitle>{t`Prizes`}</PageTitle>
      <Inline gap="sm" role="group" aria-label={t`Show prizes`}>
        {filters.map((item) => (
          <Button
            key={item.id}
            size="sm"
            variant={item.id === filter ? "primary" : "secondary"}
            aria-pressed={item.id === filter}
            onClick={() => setParams(item.id === "all" ? {} : { status: item.id })}
          >
            {item.label}
          </Button>
        ))}
      </Inline>
      {body}
    </Page>
  );
}
