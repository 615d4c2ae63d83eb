/**
 * Request and response types generated from the contract (packages/api).
 */
import type { components } from "@casino/api";

/** Every named schema of the contract. */
export type Schemas = components["schemas"];
