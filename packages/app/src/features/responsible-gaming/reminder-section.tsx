import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { responsibleGamingApi, type ResponsibleGaming } from "@casino/core";
import { useMutation } from "@casino/core/react";
import { Button, Select, Skeleton, Inline, Stack, Text } from "@casino/ui";
import { asRequestError } from "../../shared/request-error.ts";
import { useTranslateMessage } from "../../i18n/use-translate-message.ts";
import { formatMinutes, REMINDER_CHOICES } from "./durations.ts";

/** The session reminder: every N minutes of play a dialog says how long the player has played. */
export function ReminderSection({ settings }: { settings: ResponsibleGaming | undefined }) {
  const { t, i18n } = useLingui();
  const translate = useTranslateMessage();
  const current = settings?.session_reminder_minutes ?? null;
  const [choice, setChoice] = useState<string | null>(null);
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const [update, state] = useMutation(responsibleGamingApi.endpoints.updateSessionReminder);
  if (!settings) return <Skeleton lines={2} />;
  const every = current === null ? "" : formatMinutes(i18n, current);
  const value = choice ?? (current === null ? "" : String(current));
  const options = [
    { value: "", label: t`Off` },
    ...[...new Set([...REMINDER_CHOICES, ...(current ? [current] : [])])]
      .sort((a, b) => a - b)
      .map((minutes) => ({ value: String(minutes), label: formatMinutes(i18n, minutes) })),
  ];
  return (
    <Stack gap="md">
      <Text tone="subdued">
        {current === null
          ? t`No reminder is set.`
          : t`While you play, we remind you every ${every} how long you have played.`}
      </Text>
      <form
        onSubmit={async (event) => {
          event.preventDefault();
          const minutes = value === "" ? null : Number(value);
          const result = await update(minutes);
          if ("error" in result) {
            const failure = asRequestError(result.error);
            setStatus({
              text: translate(
                failure?.fieldErrors.minutes?.[0] ?? failure?.code ?? failure?.message,
              ),
              error: true,
            });
          } else {
            setChoice(null);
            setStatus({ text: t`Reminder saved.`, error: false });
          }
        }}
      >
        <Inline gap="sm" justify="between">
          <Select
            label={t`Remind me every`}
            value={value}
            options={options}
            onChange={(event) => {
              setChoice(event.target.value);
              setStatus(null);
            }}
          />
          <Button type="submit" loading={state.isLoading} loadingLabel={t`Saving`}>
            {t`Save reminder`}
          </Button>
        </Inline>
      </form>
      <Text tone="subdued" role="status">
        {status?.text}
      </Text>
    </Stack>
  );
}
