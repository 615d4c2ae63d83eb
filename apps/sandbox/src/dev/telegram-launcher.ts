/**
 * The Telegram dev launcher (`GET /dev/telegram`, development only): a person picks a test Telegram
 * user, a platform and a start parameter, and is sent to the mini app the way Telegram opens it —
 * the mini app's URL with the launch parameters in the hash (`tgWebAppData` signed with the bot
 * token, `tgWebAppVersion`, `tgWebAppPlatform`, `tgWebAppThemeParams`, `tgWebAppStartParam`).
 */
import type { FastifyInstance } from "fastify";
import { sign } from "@tma.js/init-data-node";
import { telegramThemes } from "@casino/api";
import { escapeHtml, htmlPage } from "../lib/html.ts";
import type { Services } from "../services.ts";

/** A test Telegram user. */
export interface TelegramPersona {
  id: number;
  first_name: string;
  last_name?: string;
  username?: string;
  language_code?: string;
  is_premium?: boolean;
}

/** The seeded personas the launcher offers (plus a custom user). */
export const telegramPersonas: Readonly<Record<string, { label: string; user: TelegramPersona }>> =
  {
    alice: {
      label: "Alice Nakamura (English, Premium)",
      user: {
        id: 710_000_001,
        first_name: "Alice",
        last_name: "Nakamura",
        username: "alice_nakamura",
        language_code: "en",
        is_premium: true,
      },
    },
    boris: {
      label: "Boris Ivanov (Russian)",
      user: {
        id: 710_000_002,
        first_name: "Boris",
        last_name: "Ivanov",
        username: "boris_ivanov",
        language_code: "ru",
      },
    },
    clara: {
      label: "Clara Schmidt (German)",
      user: {
        id: 710_000_003,
        first_name: "Clara",
        last_name: "Schmidt",
        username: "clara_schmidt",
        language_code: "de",
      },
    },
    diego: {
      label: "Diego Álvarez (Spanish, no username)",
      user: { id: 710_000_004, first_name: "Diego", last_name: "Álvarez", language_code: "es" },
    },
  };

/** The platforms a person can launch as (Telegram's `tgWebAppPlatform` values). */
export const launcherPlatforms = ["android", "ios", "tdesktop", "macos", "web"] as const;
export type LauncherPlatform = (typeof launcherPlatforms)[number];

/** Mini Apps version the launcher announces (`tgWebAppVersion`). */
export const LAUNCHER_VERSION = "9.0";

/** Telegram's default dark and light palettes (`tgWebAppThemeParams`). */
export const launcherThemes = telegramThemes;
export type LauncherTheme = keyof typeof launcherThemes;

/** Telegram's rule for start parameters. */
const START_PARAM = /^[A-Za-z0-9_-]{0,512}$/;
const LANGUAGE = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/;

/** What one launch asks for. */
export interface LaunchRequest {
  user: TelegramPersona;
  platform: LauncherPlatform;
  theme: LauncherTheme;
  startParam: string;
}

/** The launcher's configuration. */
export interface LauncherOptions {
  /** Base URL of the mini app (the configuration's `miniAppUrl`). */
  miniAppUrl: string;
  botToken: string;
  /** Seconds since the epoch for `auth_date`. */
  now: () => number;
}

/**
 * The mini app's address for one launch, as Telegram builds it: the signed init data (with the
 * user, `chat_type`, `chat_instance`, `auth_date`, `start_param`, `signature` and `hash`) and the
 * other launch parameters, URL-encoded in the hash.
 */
export function launchUrl(request: LaunchRequest, options: LauncherOptions): string {
  const authDate = options.now();
  const initData = sign(
    {
      user: request.user,
      chat_type: "sender",
      chat_instance: String(BigInt(request.user.id) * 7919n),
      ...(request.startParam ? { start_param: request.startParam } : {}),
    },
    options.botToken,
    new Date(authDate * 1000),
  );
  const params = new URLSearchParams({
    tgWebAppData: initData,
    tgWebAppVersion: LAUNCHER_VERSION,
    tgWebAppPlatform: request.platform,
    tgWebAppThemeParams: JSON.stringify(launcherThemes[request.theme]),
  });
  if (request.startParam) params.set("tgWebAppStartParam", request.startParam);
  return `${options.miniAppUrl.replace(/\/+$/, "")}/#${params.toString()}`;
}

/** The launch a submitted form asks for, or the reason it cannot be made. */
export function parseLaunchForm(
  query: Record<string, string | undefined>,
): { ok: true; request: LaunchRequest } | { ok: false; error: string } {
  const platform = query.platform ?? "android";
  if (!(launcherPlatforms as readonly string[]).includes(platform))
    return { ok: false, error: `Unknown platform "${platform}".` };
  const theme = query.theme ?? "dark";
  if (!(theme in launcherThemes)) return { ok: false, error: `Unknown theme "${theme}".` };
  const startParam = (query.start_param ?? "").trim();
  if (!START_PARAM.test(startParam))
    return {
      ok: false,
      error: "A start parameter allows only A-Z, a-z, 0-9, _ and -, up to 512 characters.",
    };
  const persona = query.persona ?? "alice";
  let user: TelegramPersona;
  if (persona === "custom") {
    const id = Number(query.id);
    const firstName = (query.first_name ?? "").trim();
    if (!Number.isSafeInteger(id) || id <= 0)
      return { ok: false, error: "A custom user needs a positive numeric id." };
    if (!firstName || firstName.length > 64)
      return { ok: false, error: "A custom user needs a first name (up to 64 characters)." };
    const lastName = (query.last_name ?? "").trim();
    const username = (query.username ?? "").trim();
    const language = (query.language_code ?? "").trim();
    if (username && !/^[A-Za-z0-9_]{5,32}$/.test(username))
      return { ok: false, error: "A username has 5 to 32 letters, digits or underscores." };
    if (language && !LANGUAGE.test(language))
      return { ok: false, error: "A language code looks like en or pt-br." };
    user = {
      id,
      first_name: firstName,
      ...(lastName ? { last_name: lastName.slice(0, 64) } : {}),
      ...(username ? { username } : {}),
      ...(language ? { language_code: language } : {}),
    };
  } else {
    const entry = telegramPersonas[persona];
    if (!entry) return { ok: false, error: `Unknown persona "${persona}".` };
    user = entry.user;
  }
  return {
    ok: true,
    request: {
      user,
      platform: platform as LauncherPlatform,
      theme: theme as LauncherTheme,
      startParam,
    },
  };
}

/** Example start parameters (the encoding of docs/core.md, rule 9). */
const examples: [string, string][] = [
  ["open-deposit", "opens the wallet on its Deposit tab"],
  ["open-bonus", "opens the bonus dialog"],
  ["open-page_promotion__summer", "opens /promotion/summer"],
  ["open-game_dice", "opens /play-game/dice"],
  ["txtbonuscode_WELCOME100", "keeps a bonus code"],
  ["open-auth_register", "opens the sign-up dialog (signed out only)"],
];

/** The launcher page (an accessible form), with an error message when a launch was refused. */
export function launcherPage(miniAppUrl: string, error?: string): string {
  const personas = Object.entries(telegramPersonas)
    .map(
      ([key, { label, user }], index) =>
        `<label><input type="radio" name="persona" value="${key}"${index === 0 ? " checked" : ""}> ${escapeHtml(label)} <small>id ${user.id}</small></label>`,
    )
    .join("\n");
  const platforms = launcherPlatforms.map((p) => `<option value="${p}">${p}</option>`).join("");
  const list = examples
    .map(([value, meaning]) => `<li><code>${value}</code> ${escapeHtml(meaning)}</li>`)
    .join("");
  return htmlPage(
    `<title>Telegram mini app launcher</title>
<style>
body{font-family:system-ui,sans-serif;max-width:44rem;margin:2rem auto;padding:0 1rem;color:#1d1d1f}
fieldset{border:1px solid #bbb;border-radius:8px;margin:1rem 0;padding:.75rem 1rem}
legend{font-weight:600}label{display:block;margin:.35rem 0}small{color:#555}
input[type=text],input[type=number],select{font:inherit;padding:.3rem .4rem;min-width:16rem}
.custom{display:grid;grid-template-columns:repeat(auto-fit,minmax(14rem,1fr));gap:.25rem 1rem;margin-left:1.5rem}
button{font:inherit;padding:.5rem 1.25rem;border-radius:6px;border:0;background:#2a6fdb;color:#fff;cursor:pointer}
[role=alert]{border:1px solid #b00020;background:#fde8ea;color:#7a0016;padding:.5rem .75rem;border-radius:6px}
code{background:#f1f1f1;padding:0 .25rem;border-radius:4px}
</style>`,
    `<main>
<h1>Telegram mini app launcher</h1>
<p>Opens the mini app at <a href="${escapeHtml(miniAppUrl)}">${escapeHtml(miniAppUrl)}</a> the way Telegram does: with launch parameters in the address, the init data signed with the sandbox's bot token.</p>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ""}
<form method="get" action="/dev/telegram/launch">
<fieldset><legend>Telegram user</legend>
${personas}
<label><input type="radio" name="persona" value="custom"> Custom user</label>
<div class="custom">
<label>Id <input type="number" name="id" min="1" step="1" inputmode="numeric"></label>
<label>First name <input type="text" name="first_name" maxlength="64"></label>
<label>Last name <input type="text" name="last_name" maxlength="64"></label>
<label>Username <input type="text" name="username" maxlength="32" pattern="[A-Za-z0-9_]{5,32}"></label>
<label>Language code <input type="text" name="language_code" maxlength="10" placeholder="en"></label>
</div>
</fieldset>
<fieldset><legend>Client</legend>
<label>Platform <select name="platform">${platforms}</select></label>
<label>Theme <select name="theme"><option value="dark">Dark</option><option value="light">Light</option></select></label>
</fieldset>
<fieldset><legend>Start parameter</legend>
<label>Start parameter <input type="text" name="start_param" maxlength="512" pattern="[A-Za-z0-9_\\-]*" aria-describedby="start-help"></label>
<div id="start-help"><small>Letters, digits, _ and - only (Telegram's rule). Examples:</small><ul>${list}</ul></div>
</fieldset>
<button type="submit">Open the mini app</button>
</form>
</main>`,
  );
}

/**
 * Registers `GET /dev/telegram` (the page) and `GET /dev/telegram/launch` (signs and redirects, or
 * shows the page again with the reason a launch was refused).
 */
export function registerTelegramLauncher(app: FastifyInstance, services: Services): void {
  const { miniAppUrl } = services.config;
  const options: LauncherOptions = {
    miniAppUrl,
    botToken: services.config.telegramBotToken,
    now: () => Math.floor(services.clock.now() / 1000),
  };
  app.get("/dev/telegram", async (_request, reply) =>
    reply.type("text/html; charset=utf-8").send(launcherPage(miniAppUrl)),
  );
  app.get<{ Querystring: Record<string, string | undefined> }>(
    "/dev/telegram/launch",
    async (request, reply) => {
      const parsed = parseLaunchForm(request.query);
      if (!parsed.ok)
        return reply
          .code(400)
          .type("text/html; charset=utf-8")
          .send(launcherPage(miniAppUrl, parsed.error));
      return reply.redirect(launchUrl(parsed.request, options), 303);
    },
  );
}
