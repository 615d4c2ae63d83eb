import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from "react";
import {
  Adornment,
  BareInput,
  ControlBox,
  describedBy,
  FieldLabel,
  FieldMessages,
  FieldRoot,
  fieldIds,
} from "./field.tsx";

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "size"> {
  /** Visible label (required: every field is named). */
  label: ReactNode;
  /** Helper text under the field. */
  hint?: ReactNode;
  /** Error message; marks the field invalid. */
  error?: ReactNode;
  /** Content before the input (icon, currency symbol). */
  startAdornment?: ReactNode;
  /** Content after the input (button, unit). */
  endAdornment?: ReactNode;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled single-line text input with hint and error wiring. */
export function TextField({
  label,
  hint,
  error,
  startAdornment,
  endAdornment,
  id: idProp,
  className,
  disabled,
  ref,
  "aria-describedby": ariaDescribedBy,
  ...rest
}: TextFieldProps) {
  const generated = useId();
  const id = idProp ?? generated;
  const ids = fieldIds(id);
  return (
    <FieldRoot className={className}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <ControlBox $invalid={Boolean(error)} $disabled={disabled}>
        {startAdornment ? <Adornment>{startAdornment}</Adornment> : null}
        <BareInput
          ref={ref}
          id={id}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(
            ariaDescribedBy,
            hint ? ids.hint : undefined,
            error ? ids.error : undefined,
          )}
          {...rest}
        />
        {endAdornment ? <Adornment>{endAdornment}</Adornment> : null}
      </ControlBox>
      <FieldMessages id={id} hint={hint} error={error} />
    </FieldRoot>
  );
}
