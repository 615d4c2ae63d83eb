import { useNavigate } from "react-router";
import { useLingui } from "@lingui/react/macro";
import {
  type BetFeedItem,
  betsApi,
  href,
  type PublicBet,
  routes,
  selectFeedBet,
  selectIsLoggedIn,
  selectLanguage,
  selectMyBets,
  selectRates,
  selectWalletSettings,
} from "@casino/core";
import { formatMoney, formatMultiplier } from "@casino/rules";
import {
  BetDetails,
  Button,
  CopyButton,
  Dialog,
  EmptyState,
  Skeleton,
  VisuallyHidden,
  type BetFact,
  Text,
  Inline,
  Stack,
} from "@casino/ui";
import { useQuery, useAppDispatch, useAppSelector } from "@casino/core/react";
import { asRequestError } from "../../shared/request-error.ts";
import { AppLink } from "../../shared/router-link.tsx";
import { verifierPath } from "../originals/index.ts";
import { displayAmounts, publicPlayer, type Rates } from "./bet-view.ts";
import { useOutcomeFacts, useVerifyInputs, verifyPrefill } from "./bet-fairness.tsx";
import { useBetLink } from "./use-bet-link.ts";

/** The provably fair originals: their bets have seeds (the server's lookup shows them). */
const ORIGINAL_SLUGS = new Set(["dice", "limbo", "mines", "plinko", "keno"]);

/** Ids of settled bets the server can look up (`GET /api/bets/{id}`); simulated ones it cannot. */
const NUMERIC_ID = /^[1-9][0-9]{0,9}$/;

/** The bet as the dialog shows it: the server's lookup, else the feed's copy (no seeds). */
type ShownBet = Pick<
  PublicBet,
  | "game"
  | "player"
  | "entity_wallet_code"
  | "bet_amount"
  | "payout_amount"
  | "multiplier"
  | "fiat_bet_amount"
  | "fiat_payout_amount"
  | "fiat_currency"
  | "original"
  | "fairness"
  | "created_at"
> & { id: string };

function toShownBet(found: PublicBet | undefined, feed: BetFeedItem | null): ShownBet | null {
  if (found) return { ...found, id: String(found.id) };
  if (!feed) return null;
  const { username, ...rest } = feed;
  return { ...rest, player: publicPlayer(username), original: null, fairness: null };
}

function useFacts(shown: ShownBet): BetFact[] {
  const { t } = useLingui();
  const locale = useAppSelector(selectLanguage);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const settings = useAppSelector(selectWalletSettings);
  const rates = useAppSelector(selectRates) as Rates;
  const outcome = useOutcomeFacts(shown.original);
  const coin = (amount: string) =>
    formatMoney(amount, { locale, currency: shown.entity_wallet_code });
  const display = displayAmounts(
    shown,
    loggedIn ? (settings?.display_currency ?? null) : null,
    rates,
  );
  // The display currency, the coin amount under it (never broken inside).
  const money = (amount: string, fiatAmount: string) => (
    <>
      {formatMoney(fiatAmount, { locale, currency: display.currency })}
      <Text as="div" variant="bodySm" tone="subdued" weight="regular" noWrap>
        {coin(amount)}
      </Text>
    </>
  );
  const time = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(
    new Date(shown.created_at),
  );
  const id = shown.id;
  return [
    {
      label: t`Bet id`,
      value: (
        <Inline as="span" gap="none">
          <Text as="span" variant="code">
            {id}
          </Text>
          <CopyButton value={id} label={t`Copy bet id`} copiedLabel={t`Copied`} />
        </Inline>
      ),
    },
    ...outcome,
    { label: t`Player`, value: shown.player ?? t`Hidden` },
    { label: t`Time`, value: time },
    { label: t`Amount`, value: money(shown.bet_amount, display.bet) },
    { label: t`Multiplier`, value: formatMultiplier(shown.multiplier, locale) },
    { label: t`Payout`, value: money(shown.payout_amount, display.payout) },
  ];
}

function Details({ shown }: { shown: ShownBet }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const facts = useFacts(shown);
  // The player's own bets are in their feed: they may rotate the pair to reveal its seed.
  const mine = useAppSelector(
    (state) => selectIsLoggedIn(state) && selectMyBets(state).some((bet) => bet.id === shown.id),
  );
  const { fairness, original } = shown;
  const name = shown.game.name;
  const slug = shown.game.slug;
  const pending = mine ? (
    <>
      {t`The server seed is revealed when you rotate your seed pair.`}{" "}
      <AppLink
        to={`${href(routes.playGame, { id: slug })}?fairness=seeds`}
      >{t`Open your seed pair`}</AppLink>
    </>
  ) : (
    t`The server seed is revealed when the player rotates the seed pair.`
  );
  const inputs = useVerifyInputs(original, fairness, pending);
  return (
    <BetDetails
      gameName={shown.game.name}
      gameImageSrc={shown.game.image}
      gameAction={<AppLink to={href(routes.playGame, { id: slug })}>{t`Play ${name}`}</AppLink>}
      facts={facts}
      seeds={
        fairness && original
          ? {
              title: t`Verify it yourself`,
              items: inputs,
              note: t`Any HMAC-SHA256 verifier recomputes this bet from these inputs.`,
              action: (
                <Button
                  variant="secondary"
                  onClick={() =>
                    void navigate(verifierPath(verifyPrefill(Number(shown.id), original, fairness)))
                  }
                >
                  {t`Verify`}
                </Button>
              ),
            }
          : null
      }
      seedsNote={
        ORIGINAL_SLUGS.has(slug)
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
 * any settled bet is looked up by id (`GET /api/bets/{id}`): game, masked player, amount,
 * multiplier, payout and, for the provably fair originals, the seeds (the server seed once the
 * pair was rotated). A bet of a loaded feed shows at once; a simulated one only from its feed.
 */
export function BetDialogHost() {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const { betId, close } = useBetLink();
  const feed = useAppSelector((state) => (betId ? selectFeedBet(state, betId) : null));
  const lookup = !!betId && NUMERIC_ID.test(betId);
  const id = Number(betId);
  const found = useQuery(betsApi.endpoints.getBet, id, { skip: !lookup });
  if (!betId) return null;
  const shown = toShownBet(found.data, feed);
  const failure = asRequestError(found.error);
  const retry = () => {
    const request = dispatch(betsApi.endpoints.getBet.initiate(id, { forceRefetch: true }));
    request.unsubscribe();
  };
  let body;
  if (shown) body = <Details shown={shown} />;
  else if (lookup && (found.isLoading || found.isUninitialized))
    body = (
      <Stack gap="md" aria-busy="true">
        <VisuallyHidden role="status">{t`Loading bet`}</VisuallyHidden>
        <Skeleton shape="rect" height="4rem" />
        <Skeleton lines={5} />
      </Stack>
    );
  else if (found.isError && failure?.status !== 404)
    body = (
      <EmptyState
        compact
        title={t`The bet could not be loaded`}
        headingLevel={3}
        action={<Button onClick={retry}>{t`Try again`}</Button>}
      />
    );
  else body = <EmptyState compact title={t`This bet cannot be found`} headingLevel={3} />;
  return (
    <Dialog open onClose={close} title={t`Bet details`} closeLabel={t`Close`} size="md">
      {body}
    </Dialog>
  );
}
