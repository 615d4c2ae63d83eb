import { config } from "@casino/eslint-config";

export default config({ layer: "core", platformAgnostic: true });
