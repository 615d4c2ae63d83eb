import { config } from "@casino/eslint-config";

// A leaf: imports no workspace package and no platform API.
export default config({ layer: "rules", platformAgnostic: true });
