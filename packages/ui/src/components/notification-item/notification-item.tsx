import { type ReactNode } from "react";
import styled from "styled-components";
import { lineClamp, stack, textStyle, truncate } from "../../theme/layout.ts";
import { BellIcon } from "../icons/index.ts";
import { inboxRow } from "./inbox-row.ts";
import { VisuallyHidden } from "../visually-hidden/index.ts";
import { formatTime } from "../../format/date-time.ts";

export interface NotificationItemProps {
  title: string;
  /** First line of the message. */
  preview?: ReactNode;
  /** When it was sent (ISO string or Date), formatted with `locale`. */
  time: string | Date;
  locale: string;
  read: boolean;
  /** Spoken before unread items, e.g. "Unread". */
  unreadLabel: string;
  /** Opens the notification (detail dialog). */
  onOpen: () => void;
  /** Decorative icon; a bell by default. */
  icon?: ReactNode;
  className?: string;
}

const Item = styled.button<{ $read: boolean }>`
  position: relative;
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.md};
  ${inboxRow}
  padding-inline-end: ${({ theme }) => theme.space.xl};
  border: 0;
  background: ${({ theme, $read }) => ($read ? "transparent" : theme.colors.surfaceRaised)};
`;

const Icon = styled.span<{ $read: boolean }>`
  display: grid;
  place-items: center;
  inline-size: ${({ theme }) => theme.sizes.controlSm};
  block-size: ${({ theme }) => theme.sizes.controlSm};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  color: ${({ theme, $read }) => ($read ? theme.colors.textMuted : theme.colors.accent)};
`;

const Text = styled.span`
  ${stack("xxs")}
  min-inline-size: 0;
`;

const Title = styled.span<{ $read: boolean }>`
  font-weight: ${({ theme, $read }) => ($read ? theme.typography.fontWeights.regular : theme.typography.fontWeights.bold)};
  ${truncate}
`;

const Preview = styled.span`
  ${textStyle("sm", "textMuted")}
  ${lineClamp(2)}
`;

const Time = styled.time`
  ${textStyle("xs", "textMuted")}
`;

const Dot = styled.span`
  position: absolute;
  inset-block-start: ${({ theme }) => theme.space.lg};
  inset-inline-end: ${({ theme }) => theme.space.md};
  inline-size: ${({ theme }) => theme.space.sm};
  block-size: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primary};
  box-shadow: ${({ theme }) => theme.shadows.glowPrimary};
`;

/** An inbox entry: unread ones are bold with a dot (and announced as unread); activating it opens the message. */
export function NotificationItem({
  title,
  preview,
  time,
  locale,
  read,
  unreadLabel,
  onOpen,
  icon,
  className,
}: NotificationItemProps) {
  const formatted = formatTime(time, locale);
  return (
    <Item type="button" $read={read} onClick={onOpen} className={className} data-read={read}>
      <Icon $read={read} aria-hidden="true">
        {icon ?? <BellIcon size="iconSm" />}
      </Icon>
      <Text>
        <Title $read={read}>
          {read ? null : <VisuallyHidden>{unreadLabel}: </VisuallyHidden>}
          {title}
        </Title>
        {preview ? <Preview>{preview}</Preview> : null}
        <Time dateTime={formatted.iso}>{formatted.text}</Time>
      </Text>
      {read ? null : <Dot aria-hidden="true" />}
    </Item>
  );
}
