/** Shared Prettier settings for every package. */
export default {
  printWidth: 100,
  singleQuote: false,
  trailingComma: "all",
  semi: true,
};
