/** Languages the stories and tests offer (the app passes the contract's locales). */
export const storyLanguages = ["en", "de", "ja", "fr", "nl", "pt", "tr", "es", "ru"];
