import { type ReactNode, useEffect, useRef } from "react";
import styled from "styled-components";
import { plainList, stack, textStyle } from "../../theme/layout.ts";
import { formatTime } from "../../format/date-time.ts";

export interface ThreadMessage {
  id: string | number;
  /** Who wrote it: the player (own side) or an agent (other side). */
  author: "player" | "agent";
  /** Shown above the message, e.g. the agent's name or "You". */
  authorName: string;
  /** Plain text (line breaks kept); never HTML. */
  body: string;
  /** When it was sent (ISO string or Date), formatted with `locale`. */
  time: string | Date;
}

export interface MessageThreadProps {
  messages: ThreadMessage[];
  locale: string;
  /** Accessible name of the conversation log, e.g. "Conversation: Deposit missing". */
  label: string;
  /** Shown when there are no messages yet. */
  emptyText?: ReactNode;
  /** A notice after the last message, e.g. "This conversation is closed." */
  footer?: ReactNode;
  className?: string;
}

const Log = styled.div`
  ${stack("sm")}
  min-block-size: 12rem;
  max-block-size: min(60vh, 36rem);
  padding: ${({ theme }) => theme.space.md};
  overflow-y: auto;
  overscroll-behavior: contain;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSunken};
`;

const List = styled.ol`
  ${stack("sm")}
  ${plainList}
`;

const Bubble = styled.li<{ $own: boolean }>`
  ${stack("xxs")}
  max-inline-size: min(85%, 34rem);
  align-self: ${({ $own }) => ($own ? "flex-end" : "flex-start")};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $own }) => ($own ? theme.colors.primary : theme.colors.surfaceRaised)};
  color: ${({ theme, $own }) => ($own ? theme.colors.onPrimary : theme.colors.text)};
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.xs};
`;

const Author = styled.span`
  font-weight: ${({ theme }) => theme.typography.fontWeights.bold};
`;

const Body = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Note = styled.div`
  align-self: center;
  ${textStyle("sm", "textMuted")}
  text-align: center;
`;

/**
 * A support conversation: the player's messages on the end side, the agent's on the start side,
 * each with author and time, as plain text. It is a live log (new messages are announced) and
 * keeps the newest message in view when one arrives; it is focusable so keyboards can scroll it.
 */
export function MessageThread({
  messages,
  locale,
  label,
  emptyText,
  footer,
  className,
}: MessageThreadProps) {
  const log = useRef<HTMLDivElement>(null);
  const last = messages.at(-1)?.id;
  useEffect(() => {
    const node = log.current;
    if (node) node.scrollTop = node.scrollHeight;
  }, [last, footer]);
  return (
    // Focusable: a scrollable region must be reachable by keyboard.
    <Log ref={log} role="log" aria-label={label} tabIndex={0} className={className}>
      {messages.length === 0 && emptyText ? <Note>{emptyText}</Note> : null}
      {messages.length > 0 ? (
        <List>
          {messages.map((message) => {
            const time = formatTime(message.time, locale, {
              dateStyle: "short",
              timeStyle: "short",
            });
            return (
              <Bubble
                key={message.id}
                $own={message.author === "player"}
                data-author={message.author}
              >
                <Meta>
                  <Author>{message.authorName}</Author>
                  <time dateTime={time.iso}>{time.text}</time>
                </Meta>
                <Body>{message.body}</Body>
              </Bubble>
            );
          })}
        </List>
      ) : null}
      {footer ? <Note>{footer}</Note> : null}
    </Log>
  );
}
