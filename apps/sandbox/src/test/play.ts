/* eslint-disable @typescript-eslint/no-explicit-any -- test responses are read loosely, as JSON */
/**
 * Test helpers for the game pages and the seamless wallet: a funded player, a launch (inserted as
 * the catalogue's launch endpoints would), a game session opened over HTTP.
 */
import { randomBytes } from "node:crypto";
import { providerKey } from "../features/seamless-wallet/handlers.ts";
import { dec, fmt } from "@casino/rules";
import { signedInPlayer } from "./accounts.ts";
import type { Sandbox } from "./harness.ts";

/** A signed-in player whose USDT wallet holds `balance`. */
export async function fundedPlayer(sandbox: Sandbox, prefix: string, balance: string) {
  const player = await signedInPlayer(sandbox, prefix);
  const me = await sandbox.call("GET", "/api/user/information", { token: player.token });
  const id = me.body.data.id as number;
  await sandbox.call("PUT", "/dev/wallets/balance", {
    body: { user_id: id, entity_wallet_code: "USDT", balance },
  });
  return { ...player, id };
}

/** The player's USDT balance as the wallets endpoint shows it. */
export async function usdtBalance(sandbox: Sandbox, token: string): Promise<string> {
  const wallets = await sandbox.call("GET", "/api/wallets/user-wallets", { token });
  const usdt = (wallets.body.data as { entity_wallet_code: string; balance: string }[]).find(
    (w) => w.entity_wallet_code === "USDT",
  )!;
  return fmt(dec(usdt.balance));
}

/** An active catalogue game of an engine. */
export async function gameOf(sandbox: Sandbox, engine: string) {
  return sandbox.db
    .selectFrom("games")
    .select(["id", "slug", "min_bet", "max_bet"])
    .where("engine", "=", engine as never)
    .where("status", "=", "active")
    .orderBy("id")
    .executeTakeFirstOrThrow();
}

/** A launch token (a real one needs the player's id). */
export async function launch(
  sandbox: Sandbox,
  gameId: number,
  mode: "real" | "fun",
  userId: number | null = null,
): Promise<string> {
  const token = randomBytes(18).toString("base64url");
  await sandbox.db
    .insertInto("game_launches")
    .values({
      token,
      user_id: userId,
      game_id: gameId,
      mode,
      entity_wallet_code: mode === "real" ? "USDT" : null,
      currency: mode === "real" ? "USD" : null,
      expires_at: new Date(sandbox.clock.now() + 15 * 60_000),
    })
    .execute();
  return token;
}

/** Opens a game session over HTTP; returns its data. */
export async function openSession(sandbox: Sandbox, launchToken: string): Promise<any> {
  const opened = await sandbox.call("POST", "/api/play/session", {
    body: { launch_token: launchToken },
  });
  if (opened.status !== 200) throw new Error(`session failed: ${JSON.stringify(opened.body)}`);
  return opened.body.data;
}

/**
 * Calls a game-session operation; the seamless wallet's calls also carry the provider's key (as
 * the provider's server would).
 */
export function withSession(sandbox: Sandbox, session: string, provider = true) {
  return (method: string, path: string, body?: unknown) =>
    sandbox.call(method, path, {
      headers: {
        "X-Game-Session": session,
        ...(provider && path.startsWith("/wallet-api/")
          ? { "X-Provider-Key": providerKey(sandbox.config.appKey) }
          : {}),
      },
      body,
    });
}

/**
 * A game session of an engine's first active game, for real with the player's USDT wallet
 * (`player`) or else for fun; with its data and its calls (`withSession`'s).
 */
export async function playSession(sandbox: Sandbox, engine = "slot", player?: { id: number }) {
  const game = await gameOf(sandbox, engine);
  const token = await launch(sandbox, game.id, player ? "real" : "fun", player?.id ?? null);
  const session = await openSession(sandbox, token);
  return { game, session, call: withSession(sandbox, session.session_token) };
}

/** The seamless wallet's calls of a session (`withSession`'s), as a provider's server makes them. */
export function seamlessWallet(call: ReturnType<typeof withSession>) {
  return {
    balance: () => call("POST", "/wallet-api/balance"),
    bet: (transaction_id: string, round_id: string, amount: string) =>
      call("POST", "/wallet-api/bet", { transaction_id, round_id, amount }),
    win: (transaction_id: string, bet_transaction_id: string, round_id: string, amount: string) =>
      call("POST", "/wallet-api/win", { transaction_id, bet_transaction_id, round_id, amount }),
    rollback: (transaction_id: string, bet_transaction_id: string) =>
      call("POST", "/wallet-api/rollback", { transaction_id, bet_transaction_id }),
  };
}

/**
 * A USDT round of `game` (stake and payout in USD at 1:1) settled at `at` as the bet pipeline
 * stores it, to insert as the work of an instance that stopped before raising `betSettled`.
 */
export function settledRound(round: {
  userId: number;
  game: { id: number; slug: string };
  roundId: string;
  stake: string;
  payout?: string;
  multiplier?: string;
  at: Date;
}) {
  const payout = round.payout ?? "0";
  return {
    user_id: round.userId,
    source: "original" as const,
    round_id: round.roundId,
    game_id: round.game.id,
    game_slug: round.game.slug,
    code: "USDT",
    stake: round.stake,
    payout,
    multiplier: round.multiplier ?? "0",
    stake_usd: round.stake,
    payout_usd: payout,
    status: "settled" as const,
    seed_pair_id: null,
    nonce: null,
    params: null,
    outcome: null,
    created_at: round.at,
    settled_at: round.at,
  };
}

/** A Tron address the sandbox accepts for withdrawals on TRC20. */
export const TRON_ADDRESS = "TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7";

/** The body of a withdrawal of `amount` USDT to {@link TRON_ADDRESS}. */
export const usdtWithdrawal = (amount: string) => ({
  entity_wallet_code: "USDT",
  network: "TRC20",
  amount,
  address: TRON_ADDRESS,
});
