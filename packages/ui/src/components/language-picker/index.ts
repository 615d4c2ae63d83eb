export { LanguagePicker, type LanguagePickerProps } from "./language-picker.tsx";
export { languageCodes, languageAutonyms, isLanguageCode, type LanguageCode } from "./languages.ts";
