import { useLingui } from "@lingui/react/macro";
import {
  originalsApi,
  selectFeedBet,
  selectIsLoggedIn,
  selectLanguage,
  selectRates,
  selectWalletSettings,
  type BetFeedItem,
  type ContractData,
} from "@casino/core";
import { formatLocaleAmount } from "@casino/rules";
import { BetDetails, Dialog, EmptyState, Spinner, type BetFact } from "@casino/ui";
import { useEndpointQuery } from "../../shared/api-hooks.ts";
import { AppLink } from "../../shared/router-link.tsx";
import { useAppSelector } from "../../shared/store-hooks.ts";
import { displayAmounts, maskPlayer, type Rates } from "./bet-view.ts";
import { useBetLink } from "./use-bet-link.ts";

type OriginalsBet = ContractData<"/api/originals/bets/{id}">;

/** The provably fair originals: their bets have seeds (the server's lookup shows them). */
const ORIGINAL_SLUGS = new Set(["dice", "limbo", "mines", "plinko", "keno"]);

/** Ids of settled bets the server can look up (`GET /api/originals/bets/{id}`). */
const NUMERIC_ID = /^[1-9][0-9]{0,9}$/;

/** The bet as the dialog shows it: from the originals' lookup, else from a feed. */
function toShownBet(original: OriginalsBet | undefined, feed: BetFeedItem | null) {
  if (original) {
    return {
      game: original.game,
      username: original.username,
      code: original.entity_wallet_code,
      amount: original.amount,
      payout: original.payout,
      multiplier: original.multiplier,
      createdAt: original.created_at,
      fiat: feed,
      fairness: original.fairness,
    };
  }
  if (!feed) return null;
  return {
    game: feed.game,
    username: feed.username,
    code: feed.entity_wallet_code,
    amount: feed.bet_amount,
    payout: feed.payout_amount,
    multiplier: feed.multiplier,
    createdAt: feed.created_at,
    fiat: feed,
    fairness: null,
  };
}

function useFacts(shown: NonNullable<ReturnType<typeof toShownBet>>): BetFact[] {
  const { t } = useLingui();
  const locale = useAppSelector(selectLanguage);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const settings = useAppSelector(selectWalletSettings);
  const rates = useAppSelector(selectRates) as Rates;
  const coin = (amount: string) => formatLocaleAmount(amount, { locale, currency: shown.code });
  const display = shown.fiat
    ? displayAmounts(shown.fiat, loggedIn ? (settings?.display_currency ?? null) : null, rates)
    : null;
  const money = (amount: string, fiatAmount: string | undefined) =>
    display && fiatAmount !== undefined
      ? `${formatLocaleAmount(fiatAmount, { locale, currency: display.currency })} (${coin(amount)})`
      : coin(amount);
  const multiplier = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(Number(shown.multiplier));
  const time = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(
    new Date(shown.createdAt),
  );
  return [
    { label: t`Player`, value: maskPlayer(shown.username) ?? t`Hidden` },
    { label: t`Time`, value: time },
    { label: t`Amount`, value: money(shown.amount, display?.bet) },
    { label: t`Multiplier`, value: `${multiplier}\u00d7` },
    { label: t`Payout`, value: money(shown.payout, display?.payout) },
  ];
}

function Details({ shown }: { shown: NonNullable<ReturnType<typeof toShownBet>> }) {
  const { t } = useLingui();
  const facts = useFacts(shown);
  const fairness = shown.fairness;
  const name = shown.game.name;
  return (
    <BetDetails
      gameName={shown.game.name}
      gameImageSrc={shown.game.image}
      gameAction={<AppLink to={`/play-game/${shown.game.slug}`}>{t`Play ${name}`}</AppLink>}
      facts={facts}
      seeds={
        fairness
          ? {
              title: t`Provably fair`,
              items: [
                { label: t`Server seed hash`, value: fairness.server_seed_hash },
                {
                  label: t`Server seed`,
                  value: fairness.server_seed,
                  pendingLabel: t`Revealed when the player rotates the seed pair.`,
                },
                { label: t`Client seed`, value: fairness.client_seed },
                { label: t`Nonce`, value: String(fairness.nonce) },
              ],
            }
          : null
      }
      seedsNote={
        ORIGINAL_SLUGS.has(shown.game.slug)
          ? t`The seeds of this bet are not available.`
          : t`Seeds are shown for provably fair games.`
      }
      copyLabel={t`Copy`}
      copiedLabel={t`Copied`}
    />
  );
}

/**
 * The bet details dialog, opened by `?bet={id}` on any page (from the feeds, or a shared link):
 * game, masked player, amount, multiplier, payout and, for the provably fair originals, the seeds
 * (the server seed once the pair was rotated).
 */
export function BetDialogHost() {
  const { t } = useLingui();
  const { betId, close } = useBetLink();
  const feed = useAppSelector((state) => (betId ? selectFeedBet(state, betId) : null));
  const lookup = !!betId && NUMERIC_ID.test(betId);
  const original = useEndpointQuery(originalsApi.endpoints.getOriginalsBet, Number(betId), {
    skip: !lookup,
  });
  if (!betId) return null;
  const shown = toShownBet(original.data, feed);
  return (
    <Dialog open onClose={close} title={t`Bet details`} closeLabel={t`Close`} size="md">
      {shown ? (
        <Details shown={shown} />
      ) : original.isLoading ? (
        <Spinner label={t`Loading bet`} />
      ) : (
        <EmptyState compact title={t`This bet cannot be found`} headingLevel={3} />
      )}
    </Dialog>
  );
}
