import { type ReactNode, useId } from "react";
import styled, { css } from "styled-components";
import { inline, stack, textStyle } from "../../theme/layout.ts";

/** Wraps a label, a control, a hint and an error message. Shared by the kit's fields. */
export const FieldRoot = styled.div`
  ${stack("xs")}
  min-inline-size: 0;
`;

export const FieldLabel = styled.label`
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
`;

export const FieldHint = styled.p`
  ${textStyle("xs", "textMuted")}
`;

export const FieldError = styled.p`
  ${textStyle("xs", "danger")}
`;

/** The bordered box around an input and its adornments. */
export const controlBox = css<{ $invalid?: boolean }>`
  ${inline("sm")}
  min-block-size: ${({ theme }) => theme.sizes.controlMd};
  padding-inline: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: ${({ theme }) => theme.sizes.border} solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  transition: border-color ${({ theme }) => theme.motion.duration.fast}
    ${({ theme }) => theme.motion.easing.standard};

  &:focus-within {
    border-color: ${({ theme }) => theme.colors.focusRing};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.focusRing};
  }
`;

export const ControlBox = styled.div<{ $invalid?: boolean; $disabled?: boolean }>`
  ${controlBox}
  opacity: ${({ $disabled }) => ($disabled ? 0.55 : 1)};
`;

export const BareInput = styled.input`
  flex: 1;
  min-inline-size: 0;
  block-size: 100%;
  min-block-size: ${({ theme }) => theme.sizes.controlMd};
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font-size: ${({ theme }) => theme.typography.fontSizes.md};

  &:focus,
  &:focus-visible {
    outline: none;
  }
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 1;
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

export const Adornment = styled.span`
  display: inline-flex;
  align-items: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Ids of a field's parts, for `aria-describedby`. */
export function fieldIds(id: string) {
  return { hint: `${id}-hint`, error: `${id}-error` };
}

/** Joins the ids that exist into an `aria-describedby` value. */
export function describedBy(...ids: (string | false | undefined | null)[]): string | undefined {
  const list = ids.filter(Boolean);
  return list.length ? list.join(" ") : undefined;
}

export interface FieldMessagesProps {
  id: string;
  hint?: ReactNode;
  error?: ReactNode;
}

/** The hint and error lines under a control. */
export function FieldMessages({ id, hint, error }: FieldMessagesProps) {
  const ids = fieldIds(id);
  return (
    <>
      {hint ? <FieldHint id={ids.hint}>{hint}</FieldHint> : null}
      {error ? <FieldError id={ids.error}>{error}</FieldError> : null}
    </>
  );
}

export interface FieldControlOptions {
  /** The control's id; a generated one when missing. */
  id?: string | undefined;
  hint?: ReactNode;
  error?: ReactNode;
  /** Ids of other elements that describe the control, listed first. */
  "aria-describedby"?: string | undefined;
}

/**
 * The id and accessibility wiring of a field's control: invalid while there is an error, and
 * described by the given ids, its hint and its error (the ids `FieldMessages` gives them).
 */
export function useFieldControl({ id, hint, error, ...rest }: FieldControlOptions) {
  const generated = useId();
  const controlId = id ?? generated;
  const ids = fieldIds(controlId);
  return {
    id: controlId,
    "aria-invalid": error ? (true as const) : undefined,
    "aria-describedby": describedBy(
      rest["aria-describedby"],
      hint ? ids.hint : undefined,
      error ? ids.error : undefined,
    ),
  };
}
