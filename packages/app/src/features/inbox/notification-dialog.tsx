import { useEffect, useRef } from "react";
import styled from "styled-components";
import { useLingui } from "@lingui/react/macro";
import { notificationsApi, selectLanguage, type Notification } from "@casino/core";
import { Button, Dialog, EmptyState, Link, Spinner, textStyle } from "@casino/ui";
import { useMutation, useQuery, useAppSelector } from "@casino/core/react";
import { AppLink } from "../../shared/router-link.tsx";
import { SafeHtml } from "../../shared/safe-html.tsx";
import { useMoney } from "../../shared/use-money.ts";
import { isExternalLink, localizedBody, safeNotificationLink } from "./notification-text.ts";

const Body = styled(SafeHtml)`
  overflow-wrap: anywhere;
  line-height: ${({ theme }) => theme.typography.lineHeights.normal};
  & img {
    max-inline-size: 100%;
    block-size: auto;
  }
  & p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
`;

const Time = styled.time`
  display: block;
  margin-block-end: ${({ theme }) => theme.space.md};
  ${textStyle("sm", "textMuted")}
`;

const Picture = styled.img`
  display: block;
  inline-size: 100%;
  max-block-size: 14rem;
  object-fit: cover;
  margin-block-end: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
`;

function NotificationContent({ notification }: { notification: Notification }) {
  const { t } = useLingui();
  const locale = useAppSelector(selectLanguage);
  const { money } = useMoney();
  const link = safeNotificationLink(notification.link);
  const date = new Date(notification.created_at);
  return (
    <>
      <Time dateTime={notification.created_at}>
        {new Intl.DateTimeFormat(locale, { dateStyle: "long", timeStyle: "short" }).format(date)}
      </Time>
      {notification.image ? <Picture src={notification.image} alt="" loading="lazy" /> : null}
      <Body html={localizedBody(notification, money)} />
      {link ? (
        isExternalLink(link) ? (
          <Link href={link} target="_blank" rel="noopener noreferrer">
            {t`Open link`}
          </Link>
        ) : (
          <AppLink to={link}>{t`Open`}</AppLink>
        )
      ) : null}
    </>
  );
}

/**
 * The spec's "notification detail" dialog: opens when a notification is selected (`id`), shows its
 * time, image, sanitised HTML body and link, and marks it read on the server once when it opens
 * (the core then reloads the inbox count, so the bell drops). A notification not on the shown
 * page (a shared link) is read from `GET /api/notifications/{id}`.
 */
export function NotificationDialog({
  id,
  listed,
  onClose,
}: {
  id: string;
  listed: Notification | undefined;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const single = useQuery(notificationsApi.endpoints.notification, id, {
    skip: Boolean(listed),
  });
  const notification = listed ?? single.data;
  const [markRead] = useMutation(notificationsApi.endpoints.markNotificationRead);
  const marked = useRef<string | null>(null);
  useEffect(() => {
    if (!notification || notification.is_read || marked.current === notification.id) return;
    marked.current = notification.id;
    void markRead(notification.id);
  }, [notification, markRead]);

  let content;
  if (notification) content = <NotificationContent notification={notification} />;
  else if (single.isError)
    content = (
      <EmptyState
        compact
        headingLevel={3}
        title={t`This notification could not be loaded.`}
        description={t`It may have been removed.`}
      />
    );
  else content = <Spinner label={t`Loading notification`} />;

  return (
    <Dialog
      open
      onClose={onClose}
      title={notification?.title ?? t`Notification`}
      closeLabel={t`Close`}
      footer={<Button variant="secondary" onClick={onClose}>{t`Close`}</Button>}
    >
      {content}
    </Dialog>
  );
}
