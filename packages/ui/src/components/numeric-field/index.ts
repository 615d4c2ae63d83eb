export { NumericField, type NumericFieldProps } from "./numeric-field";
export { sanitizeNumeric, type NumericMode } from "./sanitize";
