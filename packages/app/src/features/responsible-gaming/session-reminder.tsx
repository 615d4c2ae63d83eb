import { useCallback, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { useLingui } from "@lingui/react/macro";
import { href, responsibleGamingApi, routes, selectIsLoggedIn } from "@casino/core";
import { SessionReminderDialog } from "@casino/ui";
import { useQuery, useAppSelector } from "@casino/core/react";
import { formatMinutes } from "./durations.ts";

/** Where the tab keeps its play session (start, last activity, reminders answered). */
export const PLAY_SESSION_KEY = "casino.playSession";
/** How often the reminder looks at the clock. */
export const REMINDER_TICK_MS = 5_000;

export interface PlaySession {
  startedAt: number;
  lastSeen: number;
  /** How many intervals the player already answered. */
  answered: number;
}

function readSession(): PlaySession | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(PLAY_SESSION_KEY) ?? "null") as PlaySession;
    return value && typeof value.startedAt === "number" ? value : null;
  } catch {
    return null;
  }
}

function writeSession(session: PlaySession) {
  try {
    sessionStorage.setItem(PLAY_SESSION_KEY, JSON.stringify(session));
  } catch {
    // Storage blocked: the reminder counts for this page only.
  }
}

/**
 * The play session of this tab at `now`: it goes on across game pages, and starts again after an
 * idle pause as long as one reminder interval.
 */
export function continueSession(
  stored: PlaySession | null,
  now: number,
  intervalMs: number,
): PlaySession {
  if (!stored || now - stored.lastSeen > intervalMs)
    return { startedAt: now, lastSeen: now, answered: 0 };
  return { ...stored, lastSeen: now };
}

/**
 * The session reminder while playing: every `session_reminder_minutes` of play (the player's
 * setting) a dialog says how long they have played, with "continue" and "take a break" (the
 * cool-off settings). Mounted by the game screens; nothing for guests or without a reminder.
 */
export function SessionReminder() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const settings = useQuery(responsibleGamingApi.endpoints.getResponsibleGaming, undefined, {
    skip: !loggedIn,
  });
  const minutes = loggedIn ? (settings.data?.session_reminder_minutes ?? null) : null;
  const [played, setPlayed] = useState<number | null>(null);

  useEffect(() => {
    if (!minutes) return;
    const interval = minutes * 60_000;
    const tick = () => {
      const session = continueSession(readSession(), Date.now(), interval);
      writeSession(session);
      const due = Math.floor((session.lastSeen - session.startedAt) / interval);
      if (due > session.answered) setPlayed(due * minutes);
    };
    tick();
    const id = window.setInterval(tick, REMINDER_TICK_MS);
    return () => window.clearInterval(id);
  }, [minutes]);

  const answer = useCallback(() => {
    const session = readSession();
    if (session && minutes)
      writeSession({
        ...session,
        answered: Math.floor((Date.now() - session.startedAt) / (minutes * 60_000)),
      });
    setPlayed(null);
  }, [minutes]);

  if (!minutes || played === null) return null;
  const playedText = formatMinutes(i18n, played);
  const every = formatMinutes(i18n, minutes);
  return (
    <SessionReminderDialog
      open
      title={t`Time for a check-in`}
      playedText={t`You have been playing for ${playedText}.`}
      note={t`We remind you every ${every}. You can change this in Responsible gaming.`}
      continueLabel={t`Continue playing`}
      breakLabel={t`Take a break`}
      closeLabel={t`Close`}
      onContinue={answer}
      onTakeBreak={() => {
        answer();
        void navigate(`${href(routes.responsibleGaming)}#take-a-break`);
      }}
    />
  );
}
