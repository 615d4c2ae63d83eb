import { useLingui } from "@lingui/react/macro";
import { languageActions, locales, selectLanguage } from "@casino/core";
import { LanguagePicker, type LanguagePickerProps } from "@casino/ui";
import { useAppDispatch, useAppSelector } from "@casino/core/react";

/**
 * The kit's language picker on the store's language: switches the interface without a reload. The
 * core saves the choice in the `lang` cookie (6 months) and, when signed in, on the account.
 */
export function LanguageSwitch(
  props: Pick<LanguagePickerProps, "variant" | "compact" | "placement" | "className">,
) {
  const { t } = useLingui();
  const language = useAppSelector(selectLanguage);
  const dispatch = useAppDispatch();
  return (
    <LanguagePicker
      {...props}
      value={language}
      languages={locales}
      label={t`Language`}
      onChange={(code) => dispatch(languageActions.selected(code))}
    />
  );
}
