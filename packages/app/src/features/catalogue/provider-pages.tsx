import styled from "styled-components";
import { useParams } from "react-router";
import { Plural, useLingui } from "@lingui/react/macro";
import { gamesApi } from "@casino/core";
import { ProviderCard, Skeleton } from "@casino/ui";
import { useQuery } from "@casino/core/react";
import { NotFoundPage } from "../errors/route-error-screen.tsx";
import { PageTitle } from "../frame/page-title.tsx";
import { useRouterNavigate } from "../frame/router-adapter.ts";
import {
  CatalogueGrid,
  ProviderSelect,
  SortSelect,
  Toolbar,
  useProviderParams,
  useSortParam,
} from "./catalogue-grid.tsx";
import { GAMES_PER_PAGE, useGamePages } from "./use-game-pages.ts";

const Providers = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.xxl};
  padding: 0;
  list-style: none;
`;

const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.typography.fontSizes.lg};
`;

const Lead = styled.p`
  margin: calc(-1 * ${({ theme }) => theme.space.sm}) 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

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
      <section aria-label={t`Game providers`}>
        <Providers>
          {providers.data
            ? providers.data.map((provider) => (
                <li key={provider.id}>
                  <ProviderCard
                    name={provider.name}
                    logoSrc={provider.logo}
                    gamesLabel={gamesLabel(provider.games_count)}
                    href={`/provider/${provider.slug}`}
                    onNavigate={onNavigate}
                  />
                </li>
              ))
            : Array.from({ length: 12 }, (_, index) => (
                <li key={index} aria-hidden="true">
                  <Skeleton shape="rect" height="6rem" />
                </li>
              ))}
        </Providers>
      </section>
      <SectionTitle>{t`All games`}</SectionTitle>
      <Toolbar>
        <SortSelect />
        <ProviderSelect providers={providers.data ?? []} />
      </Toolbar>
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
        <Lead>
          <Plural value={provider.data.games_count} one="# game" other="# games" />
        </Lead>
      ) : null}
      <Toolbar>
        <SortSelect />
      </Toolbar>
      <CatalogueGrid
        label={provider.data ? provider.data.name : t`Games`}
        pages={pages}
        empty={{ title: t`This provider has no games yet` }}
      />
    </>
  );
}
