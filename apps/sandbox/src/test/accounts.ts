/**
 * Account helpers for integration tests, using only HTTP (and the dev outbox).
 */
import { generate } from "otplib";
import type { Sandbox } from "./harness.ts";

let counter = 0;

/** A fresh, valid username/e-mail/password triple. */
export function newPlayer(prefix = "player") {
  counter += 1;
  const name = `${prefix}${Date.now().toString(36).slice(-4)}${counter}`.toLowerCase().slice(0, 20);
  return {
    username: name,
    email: `${name}@example.test`,
    password: "Secret-pass1",
    age_confirmed: true,
    terms_accepted: true,
  };
}

/** The newest outbox message to an address. */
export async function lastMessage(sandbox: Sandbox, to: string) {
  const response = await sandbox.call("GET", `/dev/outbox?to=${encodeURIComponent(to)}`);
  return response.body.data[0] as {
    subject: string;
    text: string;
    links: string[];
    channel: string;
    to: string;
  };
}

/** Follows the verification link mailed to an address (through the API the shell page calls). */
export async function verifyFromOutbox(sandbox: Sandbox, email: string) {
  const link = new URL((await lastMessage(sandbox, email)).links[0]!);
  return sandbox.call("GET", `/api/email-verification?${link.searchParams}`);
}

/** Registers, verifies and signs in a new player; returns its token and credentials. */
export async function signedInPlayer(sandbox: Sandbox, prefix?: string) {
  const player = newPlayer(prefix);
  const registered = await sandbox.call("POST", "/api/register", { body: player });
  if (registered.status !== 201)
    throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  await verifyFromOutbox(sandbox, player.email);
  return { ...player, token: await signIn(sandbox, player) };
}

/**
 * Registers in a language (the sign-up request's `X-localization`), verifies and signs in a new
 * player; returns its credentials, token, id and the account's language as the server stored it.
 */
export async function signedInPlayerIn(sandbox: Sandbox, lang: string, prefix?: string) {
  const player = newPlayer(prefix);
  const registered = await sandbox.call("POST", "/api/register", {
    body: player,
    headers: { "x-localization": lang },
  });
  if (registered.status !== 201)
    throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  await verifyFromOutbox(sandbox, player.email);
  const token = await signIn(sandbox, player);
  const me = await sandbox.call("GET", "/api/user/information", { token });
  return { ...player, token, id: me.body.data.id as number, lang: me.body.data.lang as string };
}

/** Signs a player in once more (another session); returns the new session's token. */
export async function signIn(
  sandbox: Sandbox,
  player: { username: string; password: string },
): Promise<string> {
  const login = await sandbox.call("POST", "/api/login", {
    body: { username_or_email: player.username, password: player.password },
  });
  return login.body.data.token as string;
}

/** The TOTP code of a secret at the sandbox clock, `steps` periods ahead. */
export function totp(sandbox: Sandbox, secret: string, steps = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(sandbox.clock.now() / 1000) + steps * 30 });
}
