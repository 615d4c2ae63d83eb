import { useSearchParams } from "react-router";
import { useLingui } from "@lingui/react/macro";
import { plural } from "@lingui/core/macro";
import {
  notificationsApi,
  selectInboxCount,
  selectLanguage,
  type NotificationListQuery,
} from "@casino/core";
import {
  Button,
  EmptyState,
  NotificationItem,
  Skeleton,
  Tabs,
  BellIcon,
  Text,
  Inline,
  Page,
  Stack,
  type StackProps,
} from "@casino/ui";
import { PagedListView, useRefetch } from "../../shared/query-states.tsx";
import { useMutation, useQuery, useAppSelector } from "@casino/core/react";
import { asRequestError } from "../../shared/request-error.ts";
import { useTranslateMessage } from "../../i18n/use-translate-message.ts";
import { PageTitle } from "../page/index.ts";
import { NotificationDialog } from "./notification-dialog.tsx";
import { localizedBody, notificationPreview } from "./notification-text.ts";
import { useMoney } from "../../shared/use-money.ts";

/** Notifications per page. */
export const INBOX_PAGE_SIZE = 20;

/** The messages: a list without bullets, its items `xxs` apart. */
const List = (props: StackProps) => <Stack as="ul" gap="xxs" {...props} />;

function positivePage(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
}

function InboxSkeleton() {
  return (
    <List aria-hidden="true">
      {Array.from({ length: 5 }, (_, index) => (
        <li key={index}>
          <Skeleton shape="rect" height="4.5rem" />
        </li>
      ))}
    </List>
  );
}

/**
 * `/inboxes` (signed-in only): the player's notifications, newest first, unread ones bold with a
 * dot; All / Unread tabs and the page in the address bar (`?filter=unread&page=2`); selecting one
 * opens the detail dialog (`?id=<uuid>`, so the back button closes it) which marks it read; "Mark
 * all as read". New notifications arrive live: the core refetches the cached pages on
 * `new_notification` and the header bell's count follows.
 */
export function InboxPage() {
  const { t } = useLingui();
  const translate = useTranslateMessage();
  const locale = useAppSelector(selectLanguage);
  const unread = useAppSelector(selectInboxCount);
  const [params, setParams] = useSearchParams();
  const filter = params.get("filter") === "unread" ? "unread" : "all";
  const page = positivePage(params.get("page"));
  const selectedId = params.get("id");
  const query: NotificationListQuery = {
    page,
    per_page: INBOX_PAGE_SIZE,
    ...(filter === "unread" ? { unread_only: true } : {}),
  };
  const state = useQuery(notificationsApi.endpoints.listNotifications, query);
  const [markAll, markAllState] = useMutation(notificationsApi.endpoints.markAllNotificationsRead);
  const markAllFailure = markAllState.isError ? asRequestError(markAllState.error) : null;

  const navigate = (next: { filter?: string; page?: number; id?: string | null }) => {
    const search = new URLSearchParams();
    const nextFilter = next.filter ?? filter;
    const nextPage = next.page ?? page;
    if (nextFilter === "unread") search.set("filter", "unread");
    if (nextPage > 1) search.set("page", String(nextPage));
    const id = next.id === undefined ? selectedId : next.id;
    if (id) search.set("id", id);
    setParams(search);
  };
  const retry = useRefetch(notificationsApi.endpoints.listNotifications, query);
  const { money } = useMoney();

  const body = (
    <PagedListView
      state={state}
      loading={<InboxSkeleton />}
      failedTitle={t`Your inbox could not be loaded.`}
      onRetry={retry}
      empty={
        page > 1 ? (
          <EmptyState
            title={t`This page is empty.`}
            action={
              <Button onClick={() => navigate({ page: 1, id: null })}>{t`First page`}</Button>
            }
          />
        ) : (
          <EmptyState
            icon={<BellIcon />}
            title={filter === "unread" ? t`No unread notifications.` : t`No notifications yet.`}
            description={
              filter === "unread"
                ? t`You have read everything.`
                : t`Messages about your deposits, bonuses and rewards will show here.`
            }
          />
        )
      }
      list={List}
      listLabel={t`Notifications`}
      pagesLabel={t`Inbox pages`}
      onPageChange={(next) => navigate({ page: next, id: null })}
    >
      {(notification) => (
        <NotificationItem
          title={notification.title}
          preview={notificationPreview(localizedBody(notification, money))}
          time={notification.created_at}
          locale={locale}
          read={notification.is_read}
          unreadLabel={t`Unread`}
          onOpen={() => navigate({ id: notification.id })}
        />
      )}
    </PagedListView>
  );

  return (
    <Page gap="md" width="reading">
      <Inline gap="sm" justify="between">
        <PageTitle>{t`Inbox`}</PageTitle>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void markAll()}
          disabled={unread === 0}
          loading={markAllState.isLoading}
        >
          {t`Mark all as read`}
        </Button>
      </Inline>
      <Text variant="bodySm" tone="subdued" role="status">
        {unread > 0
          ? t({ message: plural({ unread }, { one: "# unread", other: "# unread" }) })
          : t`All caught up`}
        {markAllFailure ? ` · ${translate(markAllFailure.code ?? markAllFailure.message)}` : ""}
      </Text>
      <Tabs
        label={t`Show`}
        value={filter}
        onValueChange={(next) => navigate({ filter: next, page: 1, id: null })}
        tabs={[
          { id: "all", label: t`All`, content: filter === "all" ? body : null },
          { id: "unread", label: t`Unread`, content: filter === "unread" ? body : null },
        ]}
      />
      {selectedId ? (
        <NotificationDialog
          key={selectedId}
          id={selectedId}
          listed={state.data?.data.find((notification) => notification.id === selectedId)}
          onClose={() => navigate({ id: null })}
        />
      ) : null}
    </Page>
  );
}
