import { retrieveLaunchParams, retrieveRawInitData } from "@tma.js/sdk";
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
 * Reads the launch parameters the way the SDK finds them (URL hash, then the navigation entry, then
 * session storage, where the SDK keeps them across reloads). `null` when there are none, or no init
 * data among them: the app was not opened by Telegram (rule 2).
 */
export function readLaunchData(): LaunchData | null {
  let initDataRaw: string | undefined;
  let params: ReturnType<typeof retrieveLaunchParams>;
  try {
    initDataRaw = retrieveRawInitData();
    params = retrieveLaunchParams();
  } catch {
    return null;
  }
  if (!initDataRaw) return null;
  const data = params.tgWebAppData;
  const startParam = params.tgWebAppStartParam ?? data?.start_param;
  return {
    initDataRaw,
    platform: params.tgWebAppPlatform,
    version: params.tgWebAppVersion,
    startParam: startParam || undefined,
    authDate: data?.auth_date ? Math.floor(data.auth_date.getTime() / 1000) : undefined,
    userId: data?.user?.id,
    languageCode: data?.user?.language_code,
    themeParams: (params.tgWebAppThemeParams ?? {}) as TelegramThemeParams,
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
      loginType: "telegram",
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
