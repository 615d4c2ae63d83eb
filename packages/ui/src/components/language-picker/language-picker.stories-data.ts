/** Languages the stories offer (the app passes the contract's locales). */
export const storyLanguages = ["en", "de", "ja", "fr", "nl", "pt", "tr", "es", "ru"];
