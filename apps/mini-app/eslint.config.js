import { config } from "@casino/eslint-config";

export default config({ layer: "shell", react: true });
