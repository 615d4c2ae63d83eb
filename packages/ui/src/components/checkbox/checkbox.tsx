import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  useEffect,
  useId,
  useRef,
} from "react";
import styled from "styled-components";
import { textStyle } from "../../theme/layout.ts";
import { FieldError, FieldHint } from "../text-field/field.tsx";

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type"> {
  label: ReactNode;
  /** Secondary text under the label. */
  description?: ReactNode;
  error?: ReactNode;
  /** Mixed state (e.g. "select all" with some selected). */
  indeterminate?: boolean;
  ref?: Ref<HTMLInputElement>;
}

const Root = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  column-gap: ${({ theme }) => theme.space.sm};
  row-gap: ${({ theme }) => theme.space.xxs};
  align-items: start;
`;

const Input = styled.input`
  inline-size: ${({ theme }) => theme.sizes.iconMd};
  block-size: ${({ theme }) => theme.sizes.iconMd};
  margin: 0;
  margin-block-start: ${({ theme }) => theme.space.xxs};
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
  }
`;

const Label = styled.label`
  ${textStyle("md", "text")}
  cursor: pointer;
`;

const Below = styled.div`
  grid-column: 2;
`;

/** A labelled native checkbox (accent-coloured), with description, error and mixed state. */
export function Checkbox({
  label,
  description,
  error,
  indeterminate = false,
  id: idProp,
  ref,
  ...rest
}: CheckboxProps) {
  const generated = useId();
  const id = idProp ?? generated;
  const inner = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    if (inner.current) inner.current.indeterminate = indeterminate;
  }, [indeterminate]);
  const setRef = (node: HTMLInputElement | null) => {
    inner.current = node;
    if (typeof ref === "function") ref(node);
    else if (ref) ref.current = node;
  };
  const describedBy = [description ? `${id}-description` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <Root>
      <Input
        ref={setRef}
        id={id}
        type="checkbox"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        aria-checked={indeterminate ? "mixed" : undefined}
        {...rest}
      />
      <Label htmlFor={id}>{label}</Label>
      {description || error ? (
        <Below>
          {description ? <FieldHint id={`${id}-description`}>{description}</FieldHint> : null}
          {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
        </Below>
      ) : null}
    </Root>
  );
}
