import { config } from "@casino/eslint-config";

export default config({ layer: "ui", react: true });
