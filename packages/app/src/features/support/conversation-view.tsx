import { useEffect, useRef, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { plural } from "@lingui/core/macro";
import { selectLanguage, supportApi, type SupportConversationDetail } from "@casino/core";
import {
  Button,
  EmptyState,
  MessageComposer,
  MessageThread,
  Skeleton,
  Inline,
  Text,
  Stack,
  Heading,
} from "@casino/ui";
import { useMutation, useQuery, useAppSelector } from "@casino/core/react";
import { QueryView, useRefetch } from "../../shared/query-states.tsx";
import { asRequestError } from "../../shared/request-error.ts";
import { useTranslateMessage } from "../../i18n/use-translate-message.ts";

/** Longest message the server takes (contract: `SupportMessageBody`). */
export const SUPPORT_MESSAGE_MAX = 2000;

/** Counter text of the composer. */
export function useCounterLabel() {
  const { t } = useLingui();
  return (used: number, max: number) =>
    t({
      message: plural({ max }, { one: `${used} / # character`, other: `${used} / # characters` }),
    });
}

/**
 * A support conversation's messages and, while it is open, the composer: one view of a thread for
 * the player's conversations and the guest's.
 */
export function SupportThread({
  conversation: { conversation, messages },
  onSend,
  busy,
  error,
  hint,
}: {
  conversation: Pick<SupportConversationDetail, "conversation" | "messages">;
  onSend: (text: string) => Promise<boolean> | boolean;
  busy: boolean;
  error: string | null;
  hint?: string;
}) {
  const { t } = useLingui();
  const locale = useAppSelector(selectLanguage);
  const counterLabel = useCounterLabel();
  const closed = conversation.status === "closed";
  return (
    <>
      <MessageThread
        label={t`Conversation: ${conversation.subject}`}
        locale={locale}
        emptyText={t`No messages yet.`}
        footer={
          closed
            ? t`This conversation is closed and read-only. Open a new one to write to us.`
            : undefined
        }
        messages={messages.map((message) => ({
          id: message.id,
          author: message.author,
          authorName:
            message.author === "player" ? t`You` : (message.author_name ?? t`Support team`),
          body: message.body,
          time: message.created_at,
        }))}
      />
      {closed ? null : (
        <MessageComposer
          label={t`Your message`}
          sendLabel={t`Send`}
          onSend={onSend}
          maxLength={SUPPORT_MESSAGE_MAX}
          counterLabel={counterLabel}
          busy={busy}
          error={error ?? undefined}
          hint={hint}
        />
      )}
    </>
  );
}

function Loaded({ detail }: { detail: SupportConversationDetail }) {
  const { t } = useLingui();
  const translate = useTranslateMessage();
  const locale = useAppSelector(selectLanguage);
  const { conversation } = detail;
  const closed = conversation.status === "closed";
  const [send, sendState] = useMutation(supportApi.endpoints.sendSupportMessage);
  const [close, closeState] = useMutation(supportApi.endpoints.closeSupportConversation);
  const [markRead] = useMutation(supportApi.endpoints.markSupportConversationRead);
  const [sendError, setSendError] = useState<string | null>(null);
  // Agent messages are read while the conversation is shown, also those arriving live.
  const reading = useRef(false);
  useEffect(() => {
    if (conversation.unread_count === 0 || reading.current) return;
    reading.current = true;
    void markRead(conversation.id).finally(() => {
      reading.current = false;
    });
  }, [conversation.id, conversation.unread_count, markRead]);

  const onSend = async (message: string) => {
    setSendError(null);
    const result = await send({ id: conversation.id, message });
    if ("error" in result) {
      const failure = asRequestError(result.error);
      setSendError(translate(failure?.code ?? failure?.message));
      return false;
    }
    return true;
  };
  const closeFailure = closeState.isError ? asRequestError(closeState.error) : null;
  const created = new Intl.DateTimeFormat(locale, { dateStyle: "medium" }).format(
    new Date(conversation.created_at),
  );

  return (
    <>
      <Inline gap="sm" justify="between">
        <div>
          <Heading level={2} size="md">
            {conversation.subject}
          </Heading>
          <Text variant="bodySm" tone="subdued">
            {closed ? t`Closed` : t`Open`} · {t`Started ${created}`}
          </Text>
        </div>
        {closed ? null : (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void close(conversation.id)}
            loading={closeState.isLoading}
          >
            {t`Close conversation`}
          </Button>
        )}
      </Inline>
      {closeFailure ? (
        <Text variant="bodySm" tone="subdued" role="alert">
          {translate(closeFailure.code ?? closeFailure.message)}
        </Text>
      ) : null}
      <SupportThread
        conversation={detail}
        onSend={onSend}
        busy={sendState.isLoading}
        error={sendError}
        hint={t`Enter sends, Shift+Enter starts a new line. Our team answers here.`}
      />
    </>
  );
}

/**
 * One support conversation: subject and status, the messages as a live log (agent answers arrive
 * over the realtime `support_message` event, which the core puts into the cached conversation),
 * the composer, and closing. Shown, its agent messages are marked read. A closed conversation is
 * read-only.
 */
export function ConversationView({ id }: { id: number }) {
  const { t } = useLingui();
  const state = useQuery(supportApi.endpoints.supportConversation, id);
  const retry = useRefetch(supportApi.endpoints.supportConversation, id);
  const notFound = state.isError && asRequestError(state.error)?.status === 404;
  return (
    <Stack as="section" gap="md" aria-label={t`Conversation`}>
      {notFound ? (
        <EmptyState compact title={t`This conversation was not found.`} />
      ) : (
        <QueryView
          state={state}
          compact
          loading={
            <div aria-busy="true" aria-label={t`Loading conversation`}>
              <Skeleton shape="text" width="40%" height="1.5rem" />
              <Skeleton shape="rect" height="16rem" />
            </div>
          }
          failedTitle={t`The conversation could not be loaded.`}
          onRetry={retry}
        >
          {(data) => <Loaded key={data.conversation.id} detail={data} />}
        </QueryView>
      )}
    </Stack>
  );
}
