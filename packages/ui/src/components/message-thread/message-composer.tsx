import { type FormEvent, type KeyboardEvent, type ReactNode, useId, useState } from "react";
import styled from "styled-components";
import { cluster, stack } from "../../theme/layout.ts";
import { Button } from "../button/index.ts";
import {
  controlBox,
  describedBy,
  FieldError,
  FieldLabel,
  FieldMessages,
  FieldRoot,
  fieldIds,
} from "../text-field/field.tsx";

export interface MessageComposerProps {
  /** Visible label of the text box, e.g. "Your message". */
  label: string;
  /** The send button's text, e.g. "Send". */
  sendLabel: string;
  /** Called with the trimmed text; resolve `true` when it was sent (the box is then cleared). */
  onSend: (text: string) => Promise<boolean> | boolean;
  /** Longest message allowed (characters). */
  maxLength: number;
  /** The counter under the box, e.g. `(used, max) => "12 / 2000"`. */
  counterLabel: (used: number, max: number) => string;
  /** Why the last send failed (shown under the box, announced). */
  error?: ReactNode;
  /** A send is in progress (the button is busy, the text stays). */
  busy?: boolean;
  /** The conversation does not take messages (closed): the box is read-only. */
  disabled?: boolean;
  placeholder?: string;
  /** Hint under the box, e.g. "Enter sends, Shift+Enter starts a new line". */
  hint?: ReactNode;
  className?: string;
}

const Form = styled.form`
  ${stack("xs")}
`;

const Area = styled.textarea<{ $invalid?: boolean }>`
  ${controlBox}
  display: block;
  inline-size: 100%;
  min-block-size: 4.5rem;
  max-block-size: 12rem;
  padding: ${({ theme }) => theme.space.sm};
  resize: vertical;
  color: inherit;
  font: inherit;
  &:focus,
  &:focus-visible {
    outline: none;
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

const Footer = styled.div`
  ${cluster("sm")}
  justify-content: space-between;
`;

const Counter = styled.span<{ $over: boolean }>`
  color: ${({ theme, $over }) => ($over ? theme.colors.danger : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.typography.fontSizes.xs};
  font-variant-numeric: tabular-nums;
`;

/**
 * The text box and send button of a conversation. Enter sends, Shift+Enter starts a new line; an
 * empty or only-spaces text cannot be sent; the counter shows the length against `maxLength`. The
 * text stays in the box until `onSend` resolves `true`, so a failed send loses nothing.
 */
export function MessageComposer({
  label,
  sendLabel,
  onSend,
  maxLength,
  counterLabel,
  error,
  busy = false,
  disabled = false,
  placeholder,
  hint,
  className,
}: MessageComposerProps) {
  const id = useId();
  const ids = fieldIds(id);
  const counterId = `${id}-counter`;
  const [text, setText] = useState("");
  const trimmed = text.trim();
  const over = text.length > maxLength;
  const canSend = !disabled && !busy && trimmed.length > 0 && !over;

  const send = async () => {
    if (!canSend) return;
    if (await onSend(trimmed)) setText("");
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };
  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <Form onSubmit={submit} className={className} aria-busy={busy || undefined}>
      <FieldRoot>
        <FieldLabel htmlFor={id}>{label}</FieldLabel>
        <Area
          id={id}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={keyDown}
          disabled={disabled}
          placeholder={placeholder}
          rows={3}
          $invalid={Boolean(error) || over}
          aria-invalid={error || over ? true : undefined}
          aria-describedby={describedBy(
            counterId,
            hint ? ids.hint : undefined,
            error ? ids.error : undefined,
          )}
        />
        <FieldMessages id={id} hint={hint} />
        {error ? (
          <FieldError id={ids.error} role="alert">
            {error}
          </FieldError>
        ) : null}
      </FieldRoot>
      <Footer>
        <Counter id={counterId} $over={over}>
          {counterLabel(text.length, maxLength)}
        </Counter>
        <Button type="submit" disabled={!canSend} loading={busy}>
          {sendLabel}
        </Button>
      </Footer>
    </Form>
  );
}
