export { LanguagePicker, type LanguagePickerProps } from "./language-picker.tsx";
export { languageAutonym } from "./languages.ts";
