export { LanguagePicker, type LanguagePickerProps } from "./language-picker";
export { languageCodes, languageAutonyms, isLanguageCode, type LanguageCode } from "./languages";
