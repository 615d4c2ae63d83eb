import { config } from "@casino/eslint-config";

export default config({ layer: "app", react: true, ignores: ["src/locales/**/*.ts"] });
