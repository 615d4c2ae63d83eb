import type { ReactNode } from "react";
import styled from "styled-components";
import { useCopy, type CopyState } from "./use-copy.ts";
import { stack } from "../../theme/layout.ts";
import { Button } from "../button/index.ts";
import { CheckIcon, CopyIcon } from "../icons/index.ts";
import { TextField } from "../text-field/index.ts";

export interface CopyFieldProps {
  /** Visible label, e.g. "Deposit address". */
  label: ReactNode;
  /** The value to show and copy. */
  value: string;
  /** Text of the copy button, e.g. "Copy". */
  copyLabel: string;
  /** Feedback shown (and announced) after a successful copy, e.g. "Copied". */
  copiedLabel: string;
  /** Feedback when the clipboard refused, e.g. "Copy failed, select the text instead". */
  errorLabel?: string;
  /** Helper text under the field (e.g. "Send only USDT on TRON"). */
  hint?: ReactNode;
  /** How long the feedback stays, in ms (default 2000). */
  feedbackMs?: number;
  /** Called after the value was written to the clipboard. */
  onCopy?: (value: string) => void;
  /** Called when the clipboard write failed. */
  onCopyError?: (error: unknown) => void;
  /** Use a monospace face (addresses, codes); default true. */
  monospace?: boolean;
  className?: string;
}

const Root = styled.div<{ $monospace: boolean }>`
  ${stack("xs")}
  input {
    font-family: ${({ theme, $monospace }) => ($monospace ? theme.typography.fonts.mono : "inherit")};
    text-overflow: ellipsis;
  }
`;

const Feedback = styled.p<{ $state: CopyState }>`
  margin: 0;
  min-block-size: ${({ theme }) => theme.typography.lineHeights.normal}em;
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  color: ${({ theme, $state }) => ($state === "failed" ? theme.colors.danger : theme.colors.success)};
`;

/** A read-only value (wallet address, referral link, 2FA secret) with a copy-to-clipboard button. */
export function CopyField({
  label,
  value,
  copyLabel,
  copiedLabel,
  errorLabel,
  hint,
  feedbackMs = 2000,
  onCopy,
  onCopyError,
  monospace = true,
  className,
}: CopyFieldProps) {
  const { state, copy } = useCopy(value, { feedbackMs, onCopy, onCopyError });

  const copied = state === "copied";
  const feedback = copied ? copiedLabel : state === "failed" ? (errorLabel ?? "") : "";
  return (
    <Root className={className} $monospace={monospace}>
      <TextField
        label={label}
        value={value}
        hint={hint}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        endAdornment={
          <Button
            size="sm"
            variant={copied ? "secondary" : "primary"}
            startIcon={copied ? <CheckIcon size="iconSm" /> : <CopyIcon size="iconSm" />}
            onClick={copy}
          >
            {copyLabel}
          </Button>
        }
      />
      <Feedback role="status" aria-live="polite" $state={state}>
        {feedback}
      </Feedback>
    </Root>
  );
}
