import { useParams } from "react-router";
import { useLingui } from "@lingui/react/macro";
import { gamesApi, href, routes } from "@casino/core";
import { CategoryNav, Skeleton } from "@casino/ui";
import { useQuery } from "@casino/core/react";
import { LoadFailed, useRefetch } from "../../shared/query-states.tsx";
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

/** `/categories/{id or slug}`: the category's games, sorted and filtered by provider (URL). */
export function CategoryPage() {
  const { t } = useLingui();
  const { id = "" } = useParams();
  const onNavigate = useRouterNavigate();
  const categories = useQuery(gamesApi.endpoints.listCategories, undefined);
  const category = categories.data?.find((c) => c.slug === id || String(c.id) === id);
  const section = category?.section ?? "casino";
  const providers = useQuery(gamesApi.endpoints.listProviders, section, {
    skip: !category,
  });
  const sort = useSortParam();
  const providerIds = useProviderParams();
  const pages = useGamePages(
    gamesApi.endpoints.listGames,
    (page) => ({
      category_ids: category ? [category.id] : [],
      provider_ids: providerIds,
      sort,
      page,
      per_page: GAMES_PER_PAGE,
    }),
    { skip: !category },
  );
  const retryCategories = useRefetch(gamesApi.endpoints.listCategories, undefined);
  if (categories.isSuccess && !category) return <NotFoundPage />;
  if (categories.isError && !category)
    return (
      <>
        <PageTitle>{t`Games`}</PageTitle>
        <LoadFailed
          title={t`The games could not be loaded`}
          error={categories.error}
          onRetry={retryCategories}
        />
      </>
    );
  const siblings = (categories.data ?? []).filter((c) => c.section === section);
  return (
    <>
      <PageTitle>{category ? category.name : <Skeleton shape="text" width="10rem" />}</PageTitle>
      {siblings.length > 1 ? (
        <CategoryNav
          label={t`Game categories`}
          items={siblings.map((c) => ({
            id: c.slug,
            label: c.name,
            href: href(routes.category, { id: c.slug }),
            count: c.games_count,
          }))}
          currentId={category?.slug ?? null}
          onNavigate={onNavigate}
          scrollBackLabel={t`Scroll back`}
          scrollForwardLabel={t`Scroll forward`}
        />
      ) : null}
      <ListFilters>
        <SortSelect />
        <ProviderSelect providers={providers.data ?? []} />
      </ListFilters>
      <CatalogueGrid
        label={category ? category.name : t`Games`}
        pages={pages}
        empty={{
          title: t`No games match these filters`,
          description: t`Try another provider or order.`,
        }}
      />
    </>
  );
}
