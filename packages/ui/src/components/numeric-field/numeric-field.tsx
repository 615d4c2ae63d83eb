import { type ChangeEvent } from "react";
import { type NumericMode, sanitizeNumeric } from "@casino/rules";
import { TextField, type TextFieldProps } from "../text-field/index.ts";

export interface NumericFieldProps extends Omit<
  TextFieldProps,
  "type" | "value" | "defaultValue" | "onChange" | "inputMode"
> {
  /** Current (clean) value. */
  value: string;
  /** Called with the cleaned value on each edit. */
  onValueChange: (value: string) => void;
  /** `integer` (digits only, default) or `decimal` (one decimal point). */
  mode?: NumericMode;
}

/**
 * A text input that only ever holds digits (and, in decimal mode, one dot).
 * It uses `inputMode` for the right mobile keyboard rather than `type=number`,
 * whose parsing differs between browsers.
 */
export function NumericField({
  value,
  onValueChange,
  mode = "integer",
  ...rest
}: NumericFieldProps) {
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const clean = sanitizeNumeric(event.target.value, mode);
    if (clean !== event.target.value) event.target.value = clean;
    onValueChange(clean);
  };
  return (
    <TextField
      {...rest}
      type="text"
      inputMode={mode === "decimal" ? "decimal" : "numeric"}
      value={value}
      onChange={handleChange}
    />
  );
}
