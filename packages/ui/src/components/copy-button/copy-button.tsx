import styled from "styled-components";
import { useCopy, type CopyState } from "../copy-field/use-copy.ts";
import { CheckIcon, CopyIcon } from "../icons/index.ts";
import { IconButton } from "../icon-button/index.ts";

export interface CopyButtonProps {
  /** The text written to the clipboard. */
  value: string;
  /** Accessible name of the button, naming what it copies, e.g. "Copy server seed". */
  label: string;
  /** Feedback shown beside the button (and announced) after a successful copy, e.g. "Copied". */
  copiedLabel: string;
  /** Feedback when the clipboard refused, e.g. "Copy failed, select the text instead". */
  errorLabel?: string;
  /** How long the feedback stays, in ms (default 2000). */
  feedbackMs?: number;
  size?: "sm" | "md";
  /** Called after the value was written to the clipboard. */
  onCopy?: (value: string) => void;
  /** Called when the clipboard write failed. */
  onCopyError?: (error: unknown) => void;
  className?: string;
}

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  vertical-align: middle;
  flex-shrink: 0;
`;

const Feedback = styled.span<{ $state: CopyState }>`
  font-size: ${({ theme }) => theme.typography.fontSizes.xs};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  color: ${({ theme, $state }) => ($state === "failed" ? theme.colors.danger : theme.colors.success)};
  white-space: nowrap;
  &:not(:empty) {
    margin-inline-start: ${({ theme }) => theme.space.xxs};
  }
`;

/**
 * A small icon button that copies one value (a bet id, a seed, a nonce) to the clipboard. Its
 * accessible name says what it copies; after the copy the icon turns into a check and the
 * feedback text shows beside it and is announced (a polite status), then clears.
 */
export function CopyButton({
  value,
  label,
  copiedLabel,
  errorLabel,
  feedbackMs = 2000,
  size = "sm",
  onCopy,
  onCopyError,
  className,
}: CopyButtonProps) {
  const { state, copy } = useCopy(value, { feedbackMs, onCopy, onCopyError });

  const copied = state === "copied";
  const feedback = copied ? copiedLabel : state === "failed" ? (errorLabel ?? "") : "";
  return (
    <Root className={className}>
      <IconButton label={label} size={size} onClick={copy}>
        {copied ? <CheckIcon size="iconSm" /> : <CopyIcon size="iconSm" />}
      </IconButton>
      <Feedback role="status" aria-live="polite" $state={state}>
        {feedback}
      </Feedback>
    </Root>
  );
}
