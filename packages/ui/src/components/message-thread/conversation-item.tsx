import styled from "styled-components";
import { textStyle, truncate } from "../../theme/layout.ts";
import { Badge } from "../badge/index.ts";
import { inboxRow } from "../notification-item/inbox-row.ts";
import { formatTime } from "../../format/date-time.ts";

export interface ConversationItemProps {
  subject: string;
  /** The latest message, one or two lines. */
  preview?: string;
  /** Latest activity (ISO string or Date), formatted with `locale`. */
  time: string | Date;
  locale: string;
  /** Status text, e.g. "Open" / "Closed". */
  statusLabel: string;
  closed: boolean;
  /** Agent messages not read yet (badge, 99+ from 100). */
  unreadCount: number;
  /** Spoken text of the badge, e.g. "2 unread". */
  unreadLabel: string;
  /** This conversation is the one shown. */
  selected?: boolean;
  onOpen: () => void;
  className?: string;
}

const Item = styled.button<{ $selected: boolean }>`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
  ${inboxRow}
  border: 1px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : "transparent")};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

const Subject = styled.span<{ $unread: boolean }>`
  min-inline-size: 0;
  ${truncate}
  font-weight: ${({ theme, $unread }) =>
    $unread ? theme.typography.fontWeights.bold : theme.typography.fontWeights.medium};
`;

const Preview = styled.span`
  grid-column: 1 / -1;
  ${textStyle("sm", "textMuted")}
  ${truncate}
`;

const Meta = styled.span<{ $closed: boolean }>`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  ${textStyle("xs", "textMuted")}
  & > strong {
    color: ${({ theme, $closed }) => ($closed ? theme.colors.textMuted : theme.colors.success)};
  }
`;

/** One conversation of the support list: subject, latest message, status, time and unread badge. */
export function ConversationItem({
  subject,
  preview,
  time,
  locale,
  statusLabel,
  closed,
  unreadCount,
  unreadLabel,
  selected = false,
  onOpen,
  className,
}: ConversationItemProps) {
  const formatted = formatTime(time, locale);
  const unread = unreadCount > 0;
  return (
    <Item
      type="button"
      onClick={onOpen}
      $selected={selected}
      aria-current={selected ? "true" : undefined}
      className={className}
    >
      <Subject $unread={unread}>{subject}</Subject>
      {unread ? (
        <Badge count={unreadCount} label={unreadLabel} tone="danger" />
      ) : (
        <span aria-hidden="true" />
      )}
      {preview ? <Preview>{preview}</Preview> : null}
      <Meta $closed={closed}>
        <strong>{statusLabel}</strong>
        <time dateTime={formatted.iso}>{formatted.text}</time>
      </Meta>
    </Item>
  );
}
