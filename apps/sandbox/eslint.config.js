import { config } from "@casino/eslint-config";

export default config({ layer: "sandbox", node: true, ignores: ["data/**"] });
