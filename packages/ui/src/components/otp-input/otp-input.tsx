import {
  type ClipboardEvent,
  type KeyboardEvent,
  type ReactNode,
  useId,
  useRef,
  useState,
} from "react";
import styled from "styled-components";
import { stack, textStyle } from "../../theme/layout.ts";
import { ONE_TIME_CODE_LENGTH, sanitizeDigits } from "@casino/rules";
import { FieldError, FieldHint } from "../text-field/field.tsx";

export interface OtpInputProps {
  /** Group label, e.g. "Authentication code". */
  label: ReactNode;
  /** Name of each cell, e.g. `(i, n) => \`Digit ${i} of ${n}\``. */
  cellLabel: (position: number, length: number) => string;
  /** Number of cells (default: the one-time code's 6). */
  length?: number;
  /** Controlled code. */
  value?: string;
  onChange?: (code: string) => void;
  /** Called once every cell holds a digit. */
  onComplete?: (code: string) => void;
  hint?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  autoFocus?: boolean;
}

const Group = styled.div`
  ${stack("sm")}
  border: 0;
  margin: 0;
  padding: 0;
`;

const Legend = styled.span`
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
`;

const Cells = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  direction: ltr;
`;

const Cell = styled.input<{ $invalid: boolean }>`
  inline-size: ${({ theme }) => theme.sizes.controlMd};
  block-size: ${({ theme }) => theme.sizes.controlLg};
  padding: 0;
  text-align: center;
  font-family: ${({ theme }) => theme.typography.fonts.mono};
  ${textStyle("xl", "text")}
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.sizes.border} solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  caret-color: ${({ theme }) => theme.colors.primary};

  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.focusRing};
  }
  &:disabled {
    opacity: 0.55;
  }
`;

/**
 * A one-time / two-factor code input: one cell per digit. Typing moves
 * forward, Backspace moves back, arrows move between cells, pasting a code
 * fills every cell; `onComplete` fires when the last digit arrives.
 */
export function OtpInput({
  label,
  cellLabel,
  length = ONE_TIME_CODE_LENGTH,
  value,
  onChange,
  onComplete,
  hint,
  error,
  disabled,
  autoFocus,
}: OtpInputProps) {
  const id = useId();
  const [internal, setInternal] = useState("");
  const code = sanitizeDigits(value ?? internal).slice(0, length);
  const cells = useRef<(HTMLInputElement | null)[]>([]);
  /** The code as last committed, read by focus handlers before React re-renders. */
  const latest = useRef(code);
  latest.current = code;

  const focus = (index: number) => {
    const target = cells.current[Math.max(0, Math.min(length - 1, index))];
    target?.focus();
    target?.select();
  };

  const commit = (next: string) => {
    const clean = sanitizeDigits(next).slice(0, length);
    latest.current = clean;
    if (value === undefined) setInternal(clean);
    onChange?.(clean);
    if (clean.length === length && code.length !== length) onComplete?.(clean);
  };

  /** Writes `digits` starting at `index`, replacing what was there. */
  const writeAt = (index: number, digits: string) => {
    const chars = code.padEnd(length, " ").split("");
    digits.split("").forEach((d, i) => {
      if (index + i < length) chars[index + i] = d;
    });
    const joined = chars.join("");
    const firstGap = joined.indexOf(" ");
    commit(firstGap === -1 ? joined : joined.slice(0, firstGap));
    focus(Math.min(index + digits.length, length - 1));
  };

  const handleInput = (index: number, raw: string) => {
    const digits = sanitizeDigits(raw);
    if (!digits) return;
    // A cell that already held a digit gets the newly typed one.
    const typed =
      digits.length > 1 && code[index] && digits.startsWith(code[index]!)
        ? digits.slice(1)
        : digits;
    writeAt(Math.min(index, code.length), typed);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Backspace") {
      event.preventDefault();
      if (code[index]) {
        commit(code.slice(0, index) + code.slice(index + 1));
        focus(index);
      } else if (index > 0) {
        commit(code.slice(0, index - 1) + code.slice(index));
        focus(index - 1);
      }
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      focus(Math.min(index + 1, code.length));
    } else if (event.key === "Home") {
      event.preventDefault();
      focus(0);
    } else if (event.key === "End") {
      event.preventDefault();
      focus(Math.min(code.length, length - 1));
    }
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = sanitizeDigits(event.clipboardData.getData("text")).slice(0, length);
    if (!digits) return;
    commit(digits);
    focus(Math.min(digits.length, length - 1));
  };

  const describedBy =
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") ||
    undefined;

  return (
    <Group role="group" aria-labelledby={`${id}-label`} aria-describedby={describedBy}>
      <Legend id={`${id}-label`}>{label}</Legend>
      <Cells>
        {Array.from({ length }, (_, index) => (
          <Cell
            key={index}
            ref={(node) => {
              cells.current[index] = node;
            }}
            type="text"
            inputMode="numeric"
            autoComplete={index === 0 ? "one-time-code" : "off"}
            pattern="[0-9]*"
            maxLength={2}
            aria-label={cellLabel(index + 1, length)}
            aria-invalid={error ? true : undefined}
            value={code[index] ?? ""}
            disabled={disabled}
            autoFocus={autoFocus && index === 0}
            $invalid={Boolean(error)}
            onChange={(e) => handleInput(index, e.target.value)}
            onKeyDown={(e) => handleKeyDown(index, e)}
            onPaste={handlePaste}
            onFocus={(e) => {
              // Never leave a gap: focusing past the first empty cell jumps back to it.
              if (index > latest.current.length) focus(latest.current.length);
              else e.target.select();
            }}
          />
        ))}
      </Cells>
      {hint ? <FieldHint id={`${id}-hint`}>{hint}</FieldHint> : null}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </Group>
  );
}
