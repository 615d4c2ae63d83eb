import { useMemo } from "react";
import { useLingui } from "@lingui/react/macro";
import { gamesApi, selectIsLoggedIn, siteApi } from "@casino/core";
import { useQuery, useAppSelector } from "@casino/core/react";
import { Stack } from "@casino/ui";
import {
  CatalogueGrid,
  ListFilters,
  SortSelect,
  useSortParam,
  GAMES_PER_PAGE,
  useGamePages,
} from "../catalogue/index.ts";
import { casinoSlots, LobbyShortcuts } from "./lobby-page.tsx";
import { slotItems } from "./slot-items.ts";

/** `/?type=slots` or `/?type=provably-fair`: every game of that kind, sorted (URL). */
export function KindLobby({ kind, current }: { kind: "slots" | "provably_fair"; current: string }) {
  const { t } = useLingui();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const slotQuery = useQuery(siteApi.endpoints.listPageSlots, [casinoSlots.nav]);
  const shortcuts = useMemo(
    () => slotItems(slotQuery.data, casinoSlots.nav, loggedIn),
    [slotQuery.data, loggedIn],
  );
  const sort = useSortParam();
  const pages = useGamePages(gamesApi.endpoints.listGames, (page) => ({
    kinds: [kind],
    sort,
    page,
    per_page: GAMES_PER_PAGE,
  }));
  return (
    <Stack gap="xl">
      <LobbyShortcuts configured={shortcuts} current={current} />
      <div>
        <ListFilters>
          <SortSelect />
        </ListFilters>
        <CatalogueGrid
          label={kind === "slots" ? t`Slots` : t`Provably fair`}
          pages={pages}
          empty={{ title: t`No games here yet` }}
        />
      </div>
    </Stack>
  );
}
