import { useParams } from "react-router";
import { Plural, useLingui } from "@lingui/react/macro";
import { gamesApi, href, routes } from "@casino/core";
import { Heading, PageLead, ProviderCard, ProviderDirectory, Skeleton } from "@casino/ui";
import { useQuery } from "@casino/core/react";
import { NotFoundPage } from "../errors/index.ts";
import { PageTitle } from "../page/index.ts";
import { useRouterNavigate } from "../../shared/router-link.tsx";
import {
  CatalogueGrid,
  ListFilters,
  ProviderSelect,
  SortSelect,
  useProviderParams,
  useSortParam,
} from "./catalogue-grid.tsx";
import { GAMES_PER_PAGE, useGamePages } from "./use-game-pages.ts";

/** A provider's game count, e.g. "312 games". */
const gamesLabel = (count: number) => <Plural value={count} one="# game" other="# games" />;

/** `/provider`: every studio, then all games filtered by provider and sorted (URL). */
export function ProvidersPage() {
  const { t } = useLingui();
  const onNavigate = useRouterNavigate();
  const providers = useQuery(gamesApi.endpoints.listProviders, undefined);
  const sort = useSortParam();
  const providerIds = useProviderParams();
  const pages = useGamePages(gamesApi.endpoints.listGames, (page) => ({
    provider_ids: providerIds,
    sort,
    page,
    per_page: GAMES_PER_PAGE,
  }));
  return (
    <>
      <PageTitle>{t`Providers`}</PageTitle>
      <ProviderDirectory label={t`Game providers`}>
        {providers.data
          ? providers.data.map((provider) => (
              <li key={provider.id}>
                <ProviderCard
                  name={provider.name}
                  logoSrc={provider.logo}
                  gamesLabel={gamesLabel(provider.games_count)}
                  href={href(routes.provider, { id: provider.slug })}
                  onNavigate={onNavigate}
                />
              </li>
            ))
          : Array.from({ length: 12 }, (_, index) => (
              <li key={index} aria-hidden="true">
                <Skeleton shape="rect" height="6rem" />
              </li>
            ))}
      </ProviderDirectory>
      <Heading level={2} size="md">
        {t`All games`}
      </Heading>
      <ListFilters>
        <SortSelect />
        <ProviderSelect providers={providers.data ?? []} />
      </ListFilters>
      <CatalogueGrid
        label={t`All games`}
        pages={pages}
        empty={{
          title: t`No games match these filters`,
          description: t`Try another provider or order.`,
        }}
      />
    </>
  );
}

/** `/provider/{id or slug}`: one studio's games, sorted (URL). */
export function ProviderPage() {
  const { t } = useLingui();
  const { id = "" } = useParams();
  const provider = useQuery(gamesApi.endpoints.getProvider, id);
  const sort = useSortParam();
  const pages = useGamePages(gamesApi.endpoints.listProviderGames, (page) => ({
    provider_id: id,
    sort,
    page,
    per_page: GAMES_PER_PAGE,
  }));
  const status = (provider.error as { status?: number } | undefined)?.status;
  if (provider.isError && status === 404) return <NotFoundPage />;
  return (
    <>
      <PageTitle>{provider.data?.name ?? <Skeleton shape="text" width="10rem" />}</PageTitle>
      {provider.data ? (
        <PageLead>
          <Plural value={provider.data.games_count} one="# game" other="# games" />
        </PageLead>
      ) : null}
      <ListFilters>
        <SortSelect />
      </ListFilters>
      <CatalogueGrid
        label={provider.data ? provider.data.name : t`Games`}
        pages={pages}
        empty={{ title: t`This provider has no games yet` }}
      />
    </>
  );
}
