import styled from "styled-components";
import { useLingui } from "@lingui/react/macro";
import { appActions, selectLanguage, locales, type Locale } from "@casino/core";
import { useAppDispatch, useAppSelector } from "../../shared/store-hooks.ts";

/** Each language named in itself, so a player finds theirs whatever language is showing. */
export const languageNames: Record<Locale, string> = {
  en: "English",
  de: "Deutsch",
  ja: "日本語",
  fr: "Français",
  nl: "Nederlands",
  pt: "Português",
  tr: "Türkçe",
  es: "Español",
  ru: "Русский",
};

const NativeSelect = styled.select`
  min-block-size: ${({ theme }) => theme.sizes.controlMd};
  padding-inline: ${({ theme }) => theme.space.sm};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  &:focus-visible {
    outline: ${({ theme }) => theme.sizes.focusRing} solid ${({ theme }) => theme.colors.focusRing};
  }
`;

/**
 * The language picker: switches the interface language without a reload. The core saves it in the
 * `lang` cookie (6 months) and, when signed in, on the account.
 */
export function LanguagePicker() {
  const { t } = useLingui();
  const language = useAppSelector(selectLanguage);
  const dispatch = useAppDispatch();
  return (
    <NativeSelect
      aria-label={t`Language`}
      value={language}
      onChange={(event) => dispatch(appActions.languageSelected(event.target.value as Locale))}
    >
      {locales.map((code) => (
        <option key={code} value={code} lang={code}>
          {languageNames[code]}
        </option>
      ))}
    </NativeSelect>
  );
}
