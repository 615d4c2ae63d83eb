/**
 * Launch values for the shell's tests: raw init data shaped like Telegram's (the hash is not
 * checked on the client; the sandbox checks it at login).
 */
export function fakeInitData(
  fields: { userId?: number; languageCode?: string; authDate?: number; startParam?: string } = {},
): string {
  const params = new URLSearchParams({
    user: JSON.stringify({
      id: fields.userId ?? 42,
      first_name: "Test",
      language_code: fields.languageCode ?? "de",
    }),
    chat_type: "sender",
    chat_instance: "1",
    auth_date: String(fields.authDate ?? 1_800_000_000),
    signature: "",
    hash: "0".repeat(64),
  });
  if (fields.startParam) params.set("start_param", fields.startParam);
  return params.toString();
}

/** A launch hash as Telegram puts it in the mini app's address. */
export function launchHash(
  initData: string,
  platform = "android",
  extra: Record<string, string> = {},
): string {
  return `#${new URLSearchParams({
    tgWebAppData: initData,
    tgWebAppVersion: "9.0",
    tgWebAppPlatform: platform,
    tgWebAppThemeParams: JSON.stringify({ bg_color: "#ffffff", text_color: "#000000" }),
    ...extra,
  }).toString()}`;
}
