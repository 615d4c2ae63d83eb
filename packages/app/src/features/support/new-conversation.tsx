import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { plural } from "@lingui/core/macro";
import { supportApi } from "@casino/core";
import { useMutation } from "@casino/core/react";
import { MessageComposer, TextField, Text, Heading, Stack } from "@casino/ui";
import { asRequestError } from "../../shared/request-error.ts";
import { useTranslateMessage } from "../../i18n/use-translate-message.ts";
import { SUPPORT_MESSAGE_MAX, useCounterLabel } from "./conversation-view.tsx";

/** Longest subject the server takes. */
export const SUPPORT_SUBJECT_MAX = 120;
/** Open conversations a player may have at once (the server refuses more). */
export const SUPPORT_OPEN_LIMIT = 3;

/**
 * Opens a conversation with a subject and its first message. The server allows 3 open
 * conversations (422 `support_conversation_limit`) and 10 messages a minute (429): each refusal
 * is explained under the message and nothing typed is lost.
 */
/** A new conversation's subject and first message: the player's form and the guest's share them. */
export function SubjectAndFirstMessage({
  subject,
  onSubjectChange,
  subjectError,
  onSend,
  busy,
  error,
}: {
  subject: string;
  onSubjectChange: (subject: string) => void;
  subjectError: string | null;
  onSend: (text: string) => Promise<boolean> | boolean;
  busy: boolean;
  error: string | null;
}) {
  const { t } = useLingui();
  const counterLabel = useCounterLabel();
  return (
    <>
      <TextField
        label={t`Subject`}
        value={subject}
        maxLength={SUPPORT_SUBJECT_MAX}
        onChange={(event) => onSubjectChange(event.target.value)}
        error={subjectError ?? undefined}
        autoComplete="off"
      />
      <MessageComposer
        label={t`Your message`}
        sendLabel={t`Start conversation`}
        onSend={onSend}
        maxLength={SUPPORT_MESSAGE_MAX}
        counterLabel={counterLabel}
        busy={busy}
        error={error ?? undefined}
      />
    </>
  );
}

export function NewConversation({ onOpened }: { onOpened: (id: number) => void }) {
  const { t } = useLingui();
  const translate = useTranslateMessage();
  const [subject, setSubject] = useState("");
  const [subjectError, setSubjectError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [open, state] = useMutation(supportApi.endpoints.openSupportConversation);

  const onSend = async (message: string) => {
    setError(null);
    const trimmed = subject.trim();
    if (!trimmed) {
      setSubjectError(t`Enter a subject.`);
      return false;
    }
    setSubjectError(null);
    const result = await open({ subject: trimmed, message });
    if ("error" in result) {
      const failure = asRequestError(result.error);
      setError(translate(failure?.code ?? failure?.message));
      return false;
    }
    onOpened(result.data.conversation.id);
    return true;
  };

  return (
    <Stack as="section" gap="md" aria-labelledby="new-conversation-title">
      <Heading level={2} size="md" id="new-conversation-title">{t`New conversation`}</Heading>
      <Text variant="bodySm" tone="subdued">
        {t({
          message: plural(
            { limit: SUPPORT_OPEN_LIMIT },
            {
              one: "Tell us what happened: our team answers here, usually within minutes. You can have # open conversation at a time.",
              other:
                "Tell us what happened: our team answers here, usually within minutes. You can have up to # open conversations.",
            },
          ),
        })}
      </Text>
      <SubjectAndFirstMessage
        subject={subject}
        onSubjectChange={setSubject}
        subjectError={subjectError}
        onSend={onSend}
        busy={state.isLoading}
        error={error}
      />
    </Stack>
  );
}
