import { lazy, Suspense } from "react";
import { bonusesApi, selectIsLoggedIn } from "@casino/core";
import { useEndpointQuery } from "../../shared/api-hooks.ts";
import { useAppSelector } from "../../shared/store-hooks.ts";

const WelcomeOfferDialog = lazy(() =>
  import("./welcome-offer.tsx").then((m) => ({ default: m.WelcomeOfferDialog })),
);

/**
 * The welcome offer once after sign-up (password, social or Telegram alike): right after a new
 * player's first sign-in, a dialog with Deposit and "Not now". Either answer (or closing it) is
 * recorded on the server (`POST /api/bonuses/welcome/answer`), so it never shows again for
 * that player, on any device or shell (docs/bonuses.md, B19).
 */
export function WelcomeOfferHost() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const welcome = useEndpointQuery(bonusesApi.endpoints.getWelcomeOffer, undefined, {
    skip: !loggedIn,
  });
  const bonus = welcome.data?.bonus ?? null;
  if (!loggedIn || !welcome.data?.prompt || !bonus) return null;
  return (
    <Suspense fallback={null}>
      <WelcomeOfferDialog bonus={bonus} />
    </Suspense>
  );
}
