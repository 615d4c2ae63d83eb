import { config } from "@casino/eslint-config";

export default config({ layer: "api", platformAgnostic: true });
