import { useSearchParams } from "react-router";
import { useLingui } from "@lingui/react/macro";
import { plural } from "@lingui/core/macro";
import { selectIsLoggedIn, selectLanguage, sessionActions, supportApi } from "@casino/core";
import {
  Button,
  ChevronLeftIcon,
  ConversationItem,
  EmptyState,
  Skeleton,
  Inline,
  Page,
  Stack,
  type StackProps,
  Text,
  SplitView,
} from "@casino/ui";
import {
  PagedListView,
  SkeletonItems,
  usePageParam,
  useRefetch,
} from "../../shared/query-states.tsx";
import { useQuery, useAppDispatch, useAppSelector } from "@casino/core/react";
import { PageTitle } from "../page/index.ts";
import { ConversationView } from "./conversation-view.tsx";
import { GuestSignInHint, GuestSupport } from "./guest-support.tsx";
import { NewConversation, SUPPORT_OPEN_LIMIT } from "./new-conversation.tsx";

/** Conversations per page of the list. */
export const SUPPORT_PAGE_SIZE = 20;

/** The conversations: a list without bullets, its items `xs` apart. */
const List = (props: StackProps) => <Stack as="ul" gap="xs" {...props} />;

const CONVERSATION_ID = /^[1-9][0-9]{0,9}$/;

function positivePage(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
}

function Conversations({
  selected,
  onSelect,
  onNew,
}: {
  selected: number | "new" | null;
  onSelect: (id: number) => void;
  onNew: () => void;
}) {
  const { t } = useLingui();
  const locale = useAppSelector(selectLanguage);
  const setPage = usePageParam();
  const [params] = useSearchParams();
  const page = positivePage(params.get("page"));
  const query = { page, per_page: SUPPORT_PAGE_SIZE };
  const state = useQuery(supportApi.endpoints.listSupportConversations, query);
  const openCount = state.data?.data.filter((c) => c.status === "open").length ?? 0;
  const retry = useRefetch(supportApi.endpoints.listSupportConversations, query);

  const body = (
    <PagedListView
      state={state}
      compact
      headingLevel={3}
      loading={
        <List aria-hidden="true">
          <SkeletonItems>
            <Skeleton shape="rect" height="4.75rem" />
          </SkeletonItems>
        </List>
      }
      failedTitle={t`Your conversations could not be loaded.`}
      onRetry={retry}
      empty={
        <EmptyState
          compact
          headingLevel={3}
          title={t`No conversations yet.`}
          description={t`Questions about a deposit, a bonus or your account? Write to us.`}
        />
      }
      list={List}
      listLabel={t`Conversations`}
      pagesLabel={t`Conversation pages`}
      onPageChange={setPage}
    >
      {(conversation) => (
        <ConversationItem
          subject={conversation.subject}
          preview={conversation.last_message?.body}
          time={conversation.last_message_at}
          locale={locale}
          statusLabel={conversation.status === "closed" ? t`Closed` : t`Open`}
          closed={conversation.status === "closed"}
          unreadCount={conversation.unread_count}
          unreadLabel={t({
            message: plural(
              { unread: conversation.unread_count },
              { one: "# unread", other: "# unread" },
            ),
          })}
          selected={selected === conversation.id}
          onOpen={() => onSelect(conversation.id)}
        />
      )}
    </PagedListView>
  );

  return (
    <Stack gap="sm">
      <Button onClick={onNew} disabled={selected === "new"}>
        {t`New conversation`}
      </Button>
      {openCount >= SUPPORT_OPEN_LIMIT ? (
        <Text variant="bodySm" tone="subdued">
          {t({
            message: plural(
              { openCount },
              {
                one: "You have # open conversation, the most allowed: close it to open another.",
                other:
                  "You have # open conversations, the most allowed: close one to open another.",
              },
            ),
          })}
        </Text>
      ) : null}
      {body}
    </Stack>
  );
}

/**
 * `/customer-support`: the player's conversations with the support team. The list (latest activity
 * first, unread badges per conversation) beside the opened conversation (`?c=<id>`) or the form for
 * a new one (`?c=new`); phones show one side at a time. A guest writes with an e-mail address
 * (their conversation is kept in this browser by its access token) or signs in.
 */
export function SupportPage() {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [params, setParams] = useSearchParams();
  const raw = params.get("c");
  const selected = raw === "new" ? "new" : raw && CONVERSATION_ID.test(raw) ? Number(raw) : null;

  const choose = (value: number | "new" | null) => {
    const search = new URLSearchParams(params);
    if (value === null) search.delete("c");
    else search.set("c", String(value));
    setParams(search);
  };

  if (!loggedIn)
    return (
      <Page gap="md" width="reading">
        <PageTitle>{t`Customer support`}</PageTitle>
        <GuestSupport />
        <GuestSignInHint
          onSignIn={() => dispatch(sessionActions.authDialogOpened({ tab: "login" }))}
        />
      </Page>
    );

  let detail;
  if (selected === "new") detail = <NewConversation onOpened={(id) => choose(id)} />;
  else if (selected !== null) detail = <ConversationView id={selected} />;
  else
    detail = (
      <EmptyState
        compact
        headingLevel={2}
        title={t`Choose a conversation`}
        description={t`Or start a new one: our team answers here.`}
      />
    );

  return (
    <Page gap="md">
      <Inline gap="sm" justify="between">
        <PageTitle>{t`Customer support`}</PageTitle>
      </Inline>
      <SplitView
        showing={selected !== null ? "detail" : "list"}
        list={<Conversations selected={selected} onSelect={choose} onNew={() => choose("new")} />}
        detail={detail}
        back={
          <Button
            variant="ghost"
            size="sm"
            startIcon={<ChevronLeftIcon />}
            onClick={() => choose(null)}
          >
            {t`All conversations`}
          </Button>
        }
      />
    </Page>
  );
}
