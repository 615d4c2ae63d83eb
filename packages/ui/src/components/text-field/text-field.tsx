import { type InputHTMLAttributes, type ReactNode, type Ref } from "react";
import {
  Adornment,
  BareInput,
  ControlBox,
  FieldLabel,
  FieldMessages,
  FieldRoot,
  useFieldControl,
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
  const control = useFieldControl({
    id: idProp,
    hint,
    error,
    "aria-describedby": ariaDescribedBy,
  });
  const { id } = control;
  return (
    <FieldRoot className={className}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <ControlBox $invalid={Boolean(error)} $disabled={disabled}>
        {startAdornment ? <Adornment>{startAdornment}</Adornment> : null}
        <BareInput ref={ref} disabled={disabled} {...rest} {...control} />
        {endAdornment ? <Adornment>{endAdornment}</Adornment> : null}
      </ControlBox>
      <FieldMessages id={id} hint={hint} error={error} />
    </FieldRoot>
  );
}
