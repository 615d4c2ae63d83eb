import { startTransition, useEffect, useState, type ReactNode } from "react";
import type { I18n } from "@lingui/core";
import { selectLanguage } from "@casino/core";
import { activateLocale } from "../../i18n/catalogs.ts";
import { useAppSelector } from "@casino/core/react";

/**
 * Keeps Lingui on the store's language: loads that catalog (a lazy chunk) and activates it, and sets
 * `<html lang>`. Children render once the first catalog is active.
 */
export function LocaleSync({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const language = useAppSelector(selectLanguage);
  const [ready, setReady] = useState(Boolean(i18n.locale));
  useEffect(() => {
    let current = true;
    void activateLocale(i18n, language).then(() => {
      if (!current) return;
      document.documentElement.lang = language;
      // The first full render (and a language switch) runs as a transition: React renders it in
      // short, interruptible slices instead of one long task.
      startTransition(() => setReady(true));
    });
    return () => {
      current = false;
    };
  }, [i18n, language]);
  return ready ? <>{children}</> : null;
}
