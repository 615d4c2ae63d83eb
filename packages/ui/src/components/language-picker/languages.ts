/**
 * A language's name in itself (its autonym): `de` -> "Deutsch", `ja` -> "日本語". A language is
 * always offered in its own name, whatever the interface language; the names come from the
 * platform's `Intl.DisplayNames`, so the kit keeps no list of languages (the app passes the
 * contract's locales). An unknown code comes back as it is.
 */
export function languageAutonym(code: string): string {
  try {
    const name = new Intl.DisplayNames([code], { type: "language", fallback: "code" }).of(code);
    if (!name) return code;
    return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
  } catch {
    return code;
  }
}
