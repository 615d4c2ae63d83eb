export { NumericField, type NumericFieldProps } from "./numeric-field.tsx";
export type { NumericMode } from "@casino/rules";
