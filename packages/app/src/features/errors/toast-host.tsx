import { useLingui } from "@lingui/react/macro";
import { selectToasts, toastActions } from "@casino/core";
import { ToastContainer, type ToastData } from "@casino/ui";
import { useAppDispatch, useAppSelector } from "@casino/core/react";
import { useTranslateMessage } from "../../i18n/use-translate-message.ts";

const tones = { success: "success", error: "error", info: "info" } as const;

/**
 * Shows the core's toast queue (server messages or message keys, translated) in the kit's toast
 * region: top-right, 5 s auto-close.
 */
export function ToastHost() {
  const toasts = useAppSelector(selectToasts);
  const dispatch = useAppDispatch();
  const translate = useTranslateMessage();
  const { t } = useLingui();
  const items: ToastData[] = toasts.map((toast) => ({
    id: toast.id,
    tone: tones[toast.kind],
    message: translate(toast.message),
  }));
  return (
    <ToastContainer
      toasts={items}
      label={t`Notifications`}
      dismissLabel={t`Dismiss`}
      autoClose={5000}
      onDismiss={(id) => dispatch(toastActions.dismissed(id))}
    />
  );
}
