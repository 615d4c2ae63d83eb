import { type ReactNode, type Ref, type SelectHTMLAttributes } from "react";
import styled from "styled-components";
import { ChevronDownIcon } from "../icons/index.ts";
import {
  ControlBox,
  FieldLabel,
  FieldMessages,
  FieldRoot,
  useFieldControl,
} from "../text-field/field.tsx";

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "children"> {
  label: ReactNode;
  options: SelectOption[];
  /** First, empty option shown until a choice is made (e.g. "Choose a currency"). */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string;
  ref?: Ref<HTMLSelectElement>;
}

const NativeSelect = styled.select`
  flex: 1;
  min-inline-size: 0;
  min-block-size: ${({ theme }) => theme.sizes.controlMd};
  padding: 0;
  padding-inline-end: ${({ theme }) => theme.space.xl};
  border: 0;
  background: transparent;
  color: inherit;
  font-size: ${({ theme }) => theme.typography.fontSizes.md};
  appearance: none;
  cursor: pointer;

  &:focus,
  &:focus-visible {
    outline: none;
  }
  option {
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Box = styled(ControlBox)`
  position: relative;
  svg {
    position: absolute;
    inset-inline-end: ${({ theme }) => theme.space.md};
    pointer-events: none;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * A labelled native select: the platform's own picker on mobile, full
 * keyboard and screen-reader support for free.
 */
export function Select({
  label,
  options,
  placeholder,
  hint,
  error,
  id: idProp,
  className,
  disabled,
  ref,
  ...rest
}: SelectProps) {
  const control = useFieldControl({
    id: idProp,
    hint,
    error,
    "aria-describedby": rest["aria-describedby"],
  });
  const { id } = control;
  return (
    <FieldRoot className={className}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Box $invalid={Boolean(error)} $disabled={disabled}>
        <NativeSelect
          ref={ref}
          disabled={disabled}
          {...(placeholder && rest.value === undefined && rest.defaultValue === undefined
            ? { defaultValue: "" }
            : {})}
          {...rest}
          {...control}
        >
          {placeholder ? (
            <option value="" disabled>
              {placeholder}
            </option>
          ) : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
        <ChevronDownIcon size="iconSm" />
      </Box>
      <FieldMessages id={id} hint={hint} error={error} />
    </FieldRoot>
  );
}
