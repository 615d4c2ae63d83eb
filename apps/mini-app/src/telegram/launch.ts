import { launchDataRule } from "@casino/core";
import type { TelegramThemeParams } from "@casino/ui";

/** What Telegram handed the mini app when it opened it (launch parameters). */
export interface LaunchData {
  /** Raw init data (`tgWebAppData`) exactly as received: the server validates this string. */
  initDataRaw: string;
  /** Client platform (`android`, `ios`, `tdesktop`, `macos`, `web`, ...). */
  platform: string;
  /** Mini Apps version the client supports (`tgWebAppVersion`). */
  version: string;
  startParam: string | undefined;
  /** `auth_date` of the init data, in seconds since the epoch. */
  authDate: number | undefined;
  userId: number | undefined;
  languageCode: string | undefined;
  themeParams: TelegramThemeParams;
}

/**
 * Session-storage key under which @tma.js/sdk keeps the raw launch parameters for the tab (a JSON
 * string). Written here too, so that the SDK (loaded after the first paint, when the address no
 * longer has them) and a reload find them.
 */
export const LAUNCH_PARAMS_STORAGE_KEY = "tapps/launchParams";

/** The query-string part of an address: everything after its first `?` or `#`, both as `&`. */
function queryOf(address: string): string {
  return address.replace(/^[^?#]*[?#]/, "").replace(/[?#]/g, "&");
}

function storedLaunchParams(): string | undefined {
  try {
    const stored = window.sessionStorage.getItem(LAUNCH_PARAMS_STORAGE_KEY);
    const raw: unknown = stored ? JSON.parse(stored) : undefined;
    return typeof raw === "string" ? raw : undefined;
  } catch {
    return undefined;
  }
}

function storeLaunchParams(raw: string): void {
  try {
    window.sessionStorage.setItem(LAUNCH_PARAMS_STORAGE_KEY, JSON.stringify(raw));
  } catch {
    // Storage refused (private mode, quota): the address and the navigation entry still have them.
  }
}

/** Launch parameters are usable when they carry init data, the platform and the version. */
function usable(raw: string | undefined): URLSearchParams | null {
  if (!raw) return null;
  const params = new URLSearchParams(raw);
  return params.get("tgWebAppData") &&
    params.get("tgWebAppPlatform") &&
    params.get("tgWebAppVersion")
    ? params
    : null;
}

function parseJson(text: string | null | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Theme parameters as the SDK reads them: colour strings kept, numbers (`0xRRGGBB`) as `#rrggbb`. */
function themeOf(json: string | null): TelegramThemeParams {
  const value = parseJson(json);
  if (!value || typeof value !== "object" || Array.isArray(value)) return {};
  const theme: Record<string, string> = {};
  for (const [key, colour] of Object.entries(value)) {
    if (typeof colour === "string") theme[key] = colour;
    else if (typeof colour === "number")
      theme[key] = `#${(colour & 0xffffff).toString(16).padStart(6, "0")}`;
  }
  return theme as TelegramThemeParams;
}

const positiveInteger = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isSafeInteger(value) && value > 0 ? value : undefined;

/**
 * Reads the launch parameters where Telegram and the SDK put them (the address, then the
 * navigation entry the page was opened with, then session storage, where they stay across
 * reloads), without the SDK: they are a query string, and the init data another one (its `user` a
 * JSON object). `null` when there are none, or no init data among them: the app was not opened by
 * Telegram (rule 2). The values read here only drive the first screen; the server checks the
 * signed init data at sign-in.
 */
export function readLaunchData(): LaunchData | null {
  const navigation = performance.getEntriesByType?.("navigation")[0];
  const sources = [
    queryOf(window.location.href),
    navigation ? queryOf(navigation.name) : undefined,
  ];
  let params: URLSearchParams | null = null;
  for (const source of sources) {
    params = usable(source);
    if (params && source) {
      storeLaunchParams(source);
      break;
    }
  }
  params ??= usable(storedLaunchParams());
  if (!params) return null;
  const initDataRaw = params.get("tgWebAppData") ?? "";
  const initData = new URLSearchParams(initDataRaw);
  const user = parseJson(initData.get("user")) as
    { id?: unknown; language_code?: unknown } | undefined;
  const authDate = Number(initData.get("auth_date"));
  const startParam = params.get("tgWebAppStartParam") || initData.get("start_param") || undefined;
  return {
    initDataRaw,
    platform: params.get("tgWebAppPlatform") ?? "",
    version: params.get("tgWebAppVersion") ?? "",
    startParam,
    authDate: positiveInteger(authDate),
    userId: positiveInteger(user?.id),
    languageCode: typeof user?.language_code === "string" ? user.language_code : undefined,
    themeParams: themeOf(params.get("tgWebAppThemeParams")),
  };
}

/** Where rule 2 sends a browser that has no launch data, or null (no valid address configured). */
export function externalAddressFor(
  location: Pick<Location, "pathname" | "search" | "hash">,
  externalUrl: string,
): string | null {
  const decision = launchDataRule(
    {
      loggedIn: false,
      shellKind: "telegram",
      countryBlocked: null,
      hasLaunchData: false,
      externalUrl,
      redirects: [],
    },
    { pathname: location.pathname, search: location.search, hash: location.hash },
  );
  return decision.type === "external" ? decision.url : null;
}

const launchParam = /^tgWebApp/;

/** The current address without Telegram's `tgWebApp*` launch parameters (hash or query). */
export function withoutLaunchParams(
  location: Pick<Location, "pathname" | "search" | "hash">,
): string {
  const strip = (part: string) => {
    const params = new URLSearchParams(part.slice(1));
    for (const key of [...params.keys()]) if (launchParam.test(key)) params.delete(key);
    const rest = params.toString();
    return rest ? rest : "";
  };
  const search = strip(location.search);
  const hash = location.hash.includes("tgWebApp") ? strip(location.hash) : location.hash.slice(1);
  return `${location.pathname}${search ? `?${search}` : ""}${hash ? `#${hash}` : ""}`;
}
