export { NumericField, type NumericFieldProps } from "./numeric-field.tsx";
export { sanitizeNumeric, type NumericMode } from "./sanitize.ts";
