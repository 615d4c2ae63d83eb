import { useState, type ReactNode } from "react";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { useLingui } from "@lingui/react/macro";
import {
  betsApi,
  type ContractData,
  gamesApi,
  type GameUrlArgs,
  href,
  routes,
  selectIsLoggedIn,
  selectLanguage,
  selectSelectedWallet,
  selectWallets,
  selectWalletSettings,
  sessionActions,
} from "@casino/core";
import {
  Button,
  EmptyState,
  GameInfo,
  GameStage,
  Select,
  Spinner,
  Switch,
  WarningIcon,
  ControlRow,
  Page,
} from "@casino/ui";
import { useQuery, useAppDispatch, useAppSelector } from "@casino/core/react";
import { useMoney } from "../../shared/use-money.ts";
import { usePageHead, useSiteName } from "../page/index.ts";
import { asRequestError } from "../../shared/request-error.ts";
import { AppLink } from "../../shared/router-link.tsx";
import { useConsentPending } from "../auth/index.ts";
import { BetFeeds } from "../bets/index.ts";
import { NotFoundPage } from "../errors/index.ts";
import { OriginalGame } from "../originals/index.ts";
import {
  gameCurrencyOf,
  playModeOf,
  unavailableFromError,
  walletCodeOf,
  type Unavailable,
} from "./launch.ts";
import { SimilarGames } from "./similar-games.tsx";
import { RestrictionNotice, SessionReminder } from "../responsible-gaming/index.ts";

/** The VPN instructions page the location message links to. */
export const VPN_INSTRUCTIONS_PATH = href(routes.page, { id: "vpn-instruction" });

function useUnavailableNotice(reason: Unavailable | null, onRetry: (() => void) | null): ReactNode {
  const { t } = useLingui();
  if (!reason && !onRetry) return null;
  const icon = <WarningIcon />;
  switch (reason) {
    case "LOCATION_BLOCKED":
      return (
        <EmptyState
          icon={icon}
          title={t`This game is not available in your location`}
          description={t`Games licensed for other countries cannot be played from here.`}
          action={<AppLink to={VPN_INSTRUCTIONS_PATH}>{t`Read the VPN instructions`}</AppLink>}
        />
      );
    case "HIDDEN_WHEN_BONUS":
      return (
        <EmptyState
          icon={icon}
          title={t`This game is not available while a bonus is active`}
          description={t`Finish or cancel your active bonus to play it.`}
        />
      );
    case "NO_DEMO":
      return (
        <EmptyState
          icon={icon}
          title={t`This game has no fun mode`}
          description={t`Sign in and play it with real money.`}
        />
      );
    case "CURRENCY":
      return (
        <EmptyState
          icon={icon}
          title={t`This game cannot be played in this currency`}
          description={t`Choose another currency.`}
        />
      );
    case "INACTIVE":
    case "NOT_FOUND":
      return (
        <EmptyState
          icon={icon}
          title={t`This game is not available to play`}
          action={<AppLink to={href(routes.lobby)}>{t`Back to the lobby`}</AppLink>}
        />
      );
    default:
      return (
        <EmptyState
          icon={icon}
          title={t`The game could not be started`}
          action={
            <Button variant="secondary" onClick={onRetry ?? undefined}>
              {t`Try again`}
            </Button>
          }
        />
      );
  }
}

/**
 * `/play-game/{id or slug}`: the game in an iframe (originals on their native screens), real or
 * fun (guests: fun), the currency and wallet of the URL (`?currency=`, `?entity_wallet_code=`),
 * the spec's unavailable messages, theatre and fullscreen, game facts, similar games and the bet
 * feeds.
 */
export function PlayGamePage() {
  const { t } = useLingui();
  const { id = "" } = useParams();
  const game = useQuery(gamesApi.endpoints.getGame, id);
  const detail = game.data;
  if (game.isError && asRequestError(game.error)?.status === 404) return <NotFoundPage />;
  if (!detail) {
    return game.isError ? (
      <EmptyState title={t`The game could not be loaded`} icon={<WarningIcon />} />
    ) : (
      <Spinner label={t`Loading game`} size="lg" />
    );
  }
  return <GameScreen key={detail.id} game={detail} />;
}

function GameScreen({ game }: { game: ContractData<"/api/games/{id}"> }) {
  const { t } = useLingui();
  const { money } = useMoney();
  const siteName = useSiteName();
  const gameName = game.name;
  const providerName = game.provider.name;
  usePageHead(gameName, t`Play ${gameName} by ${providerName} at ${siteName}.`);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const gameId = game.id;
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const wallets = useAppSelector(selectWallets);
  const selected = useAppSelector(selectSelectedWallet);
  const settings = useAppSelector(selectWalletSettings);
  const locale = useAppSelector(selectLanguage);
  const [theatre, setTheatre] = useState(false);
  const [immersive, setImmersive] = useState(false);

  const mode = playModeOf(loggedIn, params.get("mode"), game.has_demo);
  const walletCode = walletCodeOf(
    wallets.map((w) => w.entity_wallet_code),
    params.get("entity_wallet_code"),
    selected?.entity_wallet_code ?? null,
  );
  const currency = gameCurrencyOf(
    game.game_currencies,
    params.get("currency"),
    walletCode,
    settings?.display_currency ?? null,
  );
  const blocked: Unavailable | null = game.availability === "CAN_PLAY" ? null : game.availability;
  const original = game.kind === "provably_fair";
  const realArgs = {
    id: gameId,
    currency: currency ?? "",
    entity_wallet_code: (walletCode ?? "USDT") as GameUrlArgs["entity_wallet_code"],
  };
  // Originals play on their native screens (OriginalGame), never through a launch URL. A real
  // launch waits for the player's consent (the consent dialog is up; the server would refuse it).
  const consentPending = useConsentPending();
  const real = useQuery(betsApi.endpoints.getGameUrl, realArgs, {
    skip: mode !== "real" || !!blocked || original || !walletCode || !currency || consentPending,
  });
  const fun = useQuery(betsApi.endpoints.getGameDemoUrl, gameId, {
    skip: mode !== "fun" || !!blocked || original,
  });
  const launch = mode === "real" ? real : fun;
  const launchError = asRequestError(launch.error);
  const noCurrency = mode === "real" && wallets.length > 0 && !currency;
  const reason = blocked ?? (noCurrency ? "CURRENCY" : unavailableFromError(launchError));
  const retry =
    launch.isError && !reason
      ? () => {
          const request = (
            mode === "real"
              ? dispatch(betsApi.endpoints.getGameUrl.initiate(realArgs, { forceRefetch: true }))
              : dispatch(betsApi.endpoints.getGameDemoUrl.initiate(gameId, { forceRefetch: true }))
          ) as { unsubscribe: () => void };
          request.unsubscribe();
        }
      : null;
  const unavailable = useUnavailableNotice(reason, retry);
  const notice =
    unavailable ??
    (original ? (
      <EmptyState icon={<WarningIcon />} title={t`This section is not open yet`} />
    ) : null);

  const setParam = (name: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(name);
    else next.set(name, value);
    setParams(next, { replace: true });
  };

  const controls = (
    <ControlRow>
      {game.has_demo || !loggedIn ? (
        <Switch
          label={t`Fun mode`}
          checked={mode === "fun"}
          disabled={!loggedIn || !game.has_demo}
          onCheckedChange={(checked) => setParam("mode", checked ? "fun" : null)}
        />
      ) : null}
      {mode === "real" && wallets.length > 0 ? (
        // The wallet pays (its balance beside each coin); the currency is only how the game
        // shows amounts: two pickers that must not look alike.
        <Select
          label={t`Pay from`}
          value={walletCode ?? ""}
          onChange={(event) => setParam("entity_wallet_code", event.target.value)}
          options={wallets.map((w) => ({
            value: w.entity_wallet_code,
            label: money(w.balance, w.entity_wallet_code),
          }))}
        />
      ) : null}
      {mode === "real" && game.game_currencies.length > 1 ? (
        <Select
          label={t`Amounts shown in`}
          value={currency ?? ""}
          onChange={(event) => setParam("currency", event.target.value)}
          options={game.game_currencies.map((code) => ({ value: code, label: code }))}
        />
      ) : null}
      {!loggedIn ? (
        <Button
          size="sm"
          onClick={() => dispatch(sessionActions.authDialogOpened({ tab: "login" }))}
        >
          {t`Sign in to play for real`}
        </Button>
      ) : null}
    </ControlRow>
  );

  const rtp = game.rtp
    ? new Intl.NumberFormat(locale, { style: "percent", minimumFractionDigits: 2 }).format(
        Number(game.rtp) / 100,
      )
    : null;
  const volatility =
    game.volatility === "low"
      ? t`Low`
      : game.volatility === "medium"
        ? t`Medium`
        : game.volatility === "high"
          ? t`High`
          : null;
  const stage = (
    <GameStage
      title={game.name}
      src={launch.data?.url ?? null}
      notice={notice}
      posterSrc={game.image}
      controls={controls}
      labels={{
        theatre: t`Theatre mode`,
        fullscreen: t`Fullscreen`,
        exitFullscreen: t`Exit fullscreen`,
        close: t`Close game`,
        play: t`Play`,
        loading: t`Loading game`,
      }}
      theatre={theatre}
      onTheatreChange={setTheatre}
      immersive={immersive}
      onImmersiveChange={setImmersive}
    />
  );
  return (
    <Page gap="xl" width={theatre ? "full" : "wide"} centred>
      {mode === "real" ? <RestrictionNotice /> : null}
      {original && !blocked ? <OriginalGame slug={game.slug} /> : stage}
      <GameInfo
        title={t`About this game`}
        facts={[
          { label: t`Provider`, value: game.provider.name },
          ...(rtp ? [{ label: t`RTP`, value: rtp }] : []),
          ...(volatility ? [{ label: t`Volatility`, value: volatility }] : []),
        ]}
        description={game.description}
      />
      <SimilarGames game={game} onPlay={(slug) => navigate(href(routes.playGame, { id: slug }))} />
      <BetFeeds />
      <SessionReminder />
    </Page>
  );
}
