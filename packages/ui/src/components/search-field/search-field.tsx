import { type FormEvent, type KeyboardEvent, type ReactNode, useId, useRef } from "react";
import styled from "styled-components";
import { CloseIcon, SearchIcon } from "../icons/index.ts";
import { IconButton } from "../icon-button/index.ts";
import { Adornment, BareInput, ControlBox, FieldLabel, FieldRoot } from "../text-field/field.tsx";
import { VisuallyHidden } from "../visually-hidden/index.ts";

export interface SearchFieldProps {
  /** Accessible label, e.g. "Search games". */
  label: string;
  /** Show the label visually too (default: screen readers only). */
  showLabel?: boolean;
  value: string;
  onValueChange: (value: string) => void;
  /** Enter pressed. */
  onSubmit?: (value: string) => void;
  /** Name of the clear button, e.g. "Clear search". */
  clearLabel: string;
  placeholder?: string;
  disabled?: boolean;
  /** Extra content at the end (e.g. a spinner while results load). */
  endAdornment?: ReactNode;
  className?: string;
}

const Form = styled.form`
  margin: 0;
`;

const Input = styled(BareInput)`
  &::-webkit-search-cancel-button {
    appearance: none;
  }
`;

/**
 * A search box inside a `role="search"` form: Enter submits, Escape or the
 * clear button empties it and keeps focus in the field.
 */
export function SearchField({
  label,
  showLabel = false,
  value,
  onValueChange,
  onSubmit,
  clearLabel,
  placeholder,
  disabled,
  endAdornment,
  className,
}: SearchFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const clear = () => {
    onValueChange("");
    input.current?.focus();
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Escape" && value) {
      event.preventDefault();
      clear();
    }
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit?.(value);
  };
  return (
    <Form role="search" onSubmit={handleSubmit} className={className}>
      <FieldRoot>
        {showLabel ? (
          <FieldLabel htmlFor={id}>{label}</FieldLabel>
        ) : (
          <VisuallyHidden as="label" htmlFor={id}>
            {label}
          </VisuallyHidden>
        )}
        <ControlBox $disabled={disabled}>
          <Adornment>
            <SearchIcon size="iconSm" />
          </Adornment>
          <Input
            ref={input}
            id={id}
            type="search"
            value={value}
            placeholder={placeholder}
            disabled={disabled}
            enterKeyHint="search"
            autoComplete="off"
            onChange={(e) => onValueChange(e.target.value)}
            onKeyDown={handleKeyDown}
          />
          {endAdornment ? <Adornment>{endAdornment}</Adornment> : null}
          {value && !disabled ? (
            <IconButton size="sm" label={clearLabel} onClick={clear}>
              <CloseIcon size="iconSm" />
            </IconButton>
          ) : null}
        </ControlBox>
      </FieldRoot>
    </Form>
  );
}
