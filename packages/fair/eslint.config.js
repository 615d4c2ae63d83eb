import { config } from "@casino/eslint-config";

// A leaf: imports no workspace package and no platform API (hashing by @noble/hashes).
export default config({ layer: "fair", platformAgnostic: true });
