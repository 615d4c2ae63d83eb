import { useLingui } from "@lingui/react/macro";
import { gamesApi } from "@casino/core";
import { WinsTicker } from "@casino/ui";
import { useQuery } from "@casino/core/react";
import { useRouterNavigate } from "../../shared/router-link.tsx";
import { gameHref } from "../catalogue/index.ts";
import { useMoney } from "../../shared/use-money.ts";
import { publicPlayer } from "../bets/index.ts";

/** The ticker's query: the day's 12 biggest wins (realtime wins join it as they happen). */
export const LIVE_WINS_QUERY = { time_range: "day", limit: 12 } as const;

/** The lobby's wins ticker: today's biggest wins, kept live by the realtime bet events. */
export function LiveWins() {
  const { t } = useLingui();
  const { money, multiplier } = useMoney();
  const onNavigate = useRouterNavigate();
  const wins = useQuery(gamesApi.endpoints.listHighestWins, LIVE_WINS_QUERY);
  return (
    <WinsTicker
      title={t`Biggest wins today`}
      loading={!wins.data && !wins.isError}
      emptyLabel={t`No wins yet today. Yours could be the first.`}
      onNavigate={onNavigate}
      items={(wins.data ?? []).map((win) => {
        return {
          id: `${win.game.id}-${win.username}-${win.created_at}`,
          gameName: win.game.name,
          imageSrc: win.game.image,
          href: gameHref(win.game),
          player: publicPlayer(win.username) ?? t`Hidden`,
          amount: money(win.fiat_win_amount, win.fiat_currency),
          multiplier: multiplier(win.multiplier),
        };
      })}
    />
  );
}
