export {
  SessionReminderDialog,
  type SessionReminderDialogProps,
} from "./session-reminder-dialog.tsx";
