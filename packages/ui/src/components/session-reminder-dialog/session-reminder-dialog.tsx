import styled from "styled-components";
import { Button } from "../button/index.ts";
import { Dialog } from "../dialog/index.ts";

export interface SessionReminderDialogProps {
  open: boolean;
  /** Heading (the dialog's name), e.g. "Time for a check-in". */
  title: string;
  /** How long the player has played, e.g. "You have been playing for 1 hour 30 minutes." */
  playedText: string;
  /** Optional second line, e.g. what the reminder interval is. */
  note?: string;
  continueLabel: string;
  breakLabel: string;
  closeLabel: string;
  /** Keep playing (also Escape and the close button). */
  onContinue: () => void;
  /** Go to the break settings. */
  onTakeBreak: () => void;
}

const Played = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.lg};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The session reminder shown while playing: how long the player has played, with "continue" and
 * "take a break". An alert dialog: it needs an answer, focus stays inside, Escape continues.
 */
export function SessionReminderDialog({
  open,
  title,
  playedText,
  note,
  continueLabel,
  breakLabel,
  closeLabel,
  onContinue,
  onTakeBreak,
}: SessionReminderDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onContinue}
      title={title}
      closeLabel={closeLabel}
      role="alertdialog"
      size="sm"
      closeOnBackdrop={false}
      footer={
        // The dialog's footer lays its actions out in a row at the end.
        <>
          <Button variant="secondary" onClick={onTakeBreak}>
            {breakLabel}
          </Button>
          <Button onClick={onContinue}>{continueLabel}</Button>
        </>
      }
    >
      <Played>{playedText}</Played>
      {note ? <Note>{note}</Note> : null}
    </Dialog>
  );
}
