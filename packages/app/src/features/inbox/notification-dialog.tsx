import { useEffect, useRef } from "react";
import { useLingui } from "@lingui/react/macro";
import { notificationsApi, selectLanguage, type Notification } from "@casino/core";
import { Box, Button, CoverImage, Dialog, EmptyState, Link, Spinner, Text } from "@casino/ui";
import { useMutation, useQuery, useAppSelector } from "@casino/core/react";
import { AppLink } from "../../shared/router-link.tsx";
import { ArticleHtml } from "../../shared/article-html.tsx";
import { useMoney } from "../../shared/use-money.ts";
import { isExternalLink, localizedBody, safeNotificationLink } from "./notification-text.ts";

function NotificationContent({ notification }: { notification: Notification }) {
  const { t } = useLingui();
  const locale = useAppSelector(selectLanguage);
  const { money } = useMoney();
  const link = safeNotificationLink(notification.link);
  const date = new Date(notification.created_at);
  return (
    <>
      <Box paddingBlockEnd="md">
        <Text variant="bodySm" tone="subdued">
          <time dateTime={notification.created_at}>
            {new Intl.DateTimeFormat(locale, { dateStyle: "long", timeStyle: "short" }).format(
              date,
            )}
          </time>
        </Text>
      </Box>
      {notification.image ? (
        <Box paddingBlockEnd="md">
          <CoverImage src={notification.image} loading="lazy" />
        </Box>
      ) : null}
      <ArticleHtml html={localizedBody(notification, money)} />
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
