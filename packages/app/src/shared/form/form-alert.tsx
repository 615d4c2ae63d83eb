import { InlineError } from "@casino/ui";
import { useTranslateMessage, type TranslatableMessage } from "../../i18n/use-translate-message.ts";

/** A form-level failure (translated message key or server text), announced as an alert. */
export function FormAlert({ message }: { message: TranslatableMessage }) {
  const translate = useTranslateMessage();
  if (!message) return null;
  return <InlineError>{translate(message)}</InlineError>;
}
