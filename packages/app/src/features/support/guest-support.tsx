import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import {
  EMAIL_PATTERN,
  selectGuestSupportToken,
  supportApi,
  supportGuestActions,
} from "@casino/core";
import { useMutation, useQuery, useAppDispatch, useAppSelector } from "@casino/core/react";
import { Button, EmptyState, Skeleton, TextField, Inline, Stack, Text } from "@casino/ui";
import { QueryView, useRefetch } from "../../shared/query-states.tsx";
import { asRequestError } from "../../shared/request-error.ts";
import { useTranslateMessage } from "../../i18n/use-translate-message.ts";
import { SupportThread } from "./conversation-view.tsx";
import { SubjectAndFirstMessage } from "./new-conversation.tsx";

/** Longest e-mail address the server takes (contract: `Email`). */
export const GUEST_EMAIL_MAX = 255;

/** Whether `value` is an e-mail address the server takes (the contract's `Email`). */
export function isGuestEmail(value: string): boolean {
  return value.length <= GUEST_EMAIL_MAX && EMAIL_PATTERN.test(value);
}

/**
 * A guest's new conversation: an e-mail address to answer to, a subject and the first message.
 * The address and subject are checked before anything is sent; every refusal (an address the
 * server refuses, too many conversations from this connection) is explained and nothing typed is
 * lost.
 */
export function GuestSupportForm() {
  const { t } = useLingui();
  const translate = useTranslateMessage();
  const [email, setEmail] = useState("");
  const [subject, setSubject] = useState("");
  const [emailError, setEmailError] = useState<string | null>(null);
  const [subjectError, setSubjectError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [open, state] = useMutation(supportApi.endpoints.openGuestSupportConversation);

  const onSend = async (message: string) => {
    setError(null);
    const address = email.trim();
    const topic = subject.trim();
    const badEmail = isGuestEmail(address)
      ? null
      : t`Enter a valid e-mail address, like name@example.com.`;
    const badSubject = topic ? null : t`Enter a subject.`;
    setEmailError(badEmail);
    setSubjectError(badSubject);
    if (badEmail || badSubject) return false;
    const result = await open({ email: address, subject: topic, message });
    if ("error" in result) {
      const failure = asRequestError(result.error);
      const field = failure?.fieldErrors.email?.[0];
      if (field) setEmailError(t`Enter a valid e-mail address, like name@example.com.`);
      else setError(translate(failure?.code ?? failure?.message));
      return false;
    }
    return true;
  };

  return (
    <Stack gap="md" as="section" aria-labelledby="guest-support-title">
      <h2 id="guest-support-title">{t`Write to us`}</h2>
      <Text tone="subdued">{t`No account needed: leave your e-mail address and our team answers here and by e-mail. This browser keeps your conversation.`}</Text>
      <TextField
        label={t`Your e-mail address`}
        type="email"
        inputMode="email"
        autoComplete="email"
        value={email}
        maxLength={GUEST_EMAIL_MAX}
        onChange={(event) => setEmail(event.target.value)}
        error={emailError ?? undefined}
      />
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

/**
 * The guest's conversation, reached with the access token this browser keeps: the messages, a way
 * to look for new answers (guests get no live events), the composer, and starting over.
 */
export function GuestConversation({ accessToken }: { accessToken: string }) {
  const { t } = useLingui();
  const translate = useTranslateMessage();
  const dispatch = useAppDispatch();
  const state = useQuery(supportApi.endpoints.guestSupportConversation, accessToken);
  const refresh = useRefetch(supportApi.endpoints.guestSupportConversation, accessToken);
  const [send, sendState] = useMutation(supportApi.endpoints.sendGuestSupportMessage);
  const [sendError, setSendError] = useState<string | null>(null);
  const startOver = () => dispatch(supportGuestActions.accessForgotten());

  const onSend = async (message: string) => {
    setSendError(null);
    const result = await send({ accessToken, message });
    if ("error" in result) {
      const failure = asRequestError(result.error);
      setSendError(translate(failure?.code ?? failure?.message));
      return false;
    }
    return true;
  };

  return (
    <Stack gap="md" as="section" aria-label={t`Conversation`}>
      <QueryView
        state={state}
        compact
        loading={
          <div aria-busy="true" aria-label={t`Loading conversation`}>
            <Skeleton shape="rect" height="16rem" />
          </div>
        }
        failedTitle={t`The conversation could not be loaded.`}
        onRetry={refresh}
      >
        {(detail) => (
          <>
            <Inline gap="sm" justify="between">
              <h2>{detail.conversation.subject}</h2>
              <Button variant="secondary" size="sm" onClick={refresh}>
                {t`Check for answers`}
              </Button>
            </Inline>
            <SupportThread
              conversation={detail}
              onSend={onSend}
              busy={sendState.isLoading}
              error={sendError}
            />
          </>
        )}
      </QueryView>
      <Inline gap="sm" justify="between">
        <Button variant="ghost" size="sm" onClick={startOver}>
          {t`Start a new conversation`}
        </Button>
      </Inline>
    </Stack>
  );
}

/** Support for a guest: their conversation when this browser keeps one, else the form. */
export function GuestSupport() {
  const token = useAppSelector(selectGuestSupportToken);
  return token ? <GuestConversation accessToken={token} /> : <GuestSupportForm />;
}

/** The sign-in offer above the guest's support, for players who have an account. */
export function GuestSignInHint({ onSignIn }: { onSignIn: () => void }) {
  const { t } = useLingui();
  return (
    <EmptyState
      compact
      headingLevel={2}
      title={t`Have an account?`}
      description={t`Sign in to keep your conversations with your account, so we can help with your deposits, bonuses and games.`}
      action={<Button onClick={onSignIn}>{t`Sign in`}</Button>}
    />
  );
}
