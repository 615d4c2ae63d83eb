import type { Notification } from "@casino/core";
import { sanitizeHtml } from "../../shared/safe-html.tsx";

/**
 * A notification's body with its amounts written by the money rule in the player's language:
 * the server writes each amount in English (`30.50000000 USDT`) and lists it in `amounts`
 * with its decimal and currency; `money` (useMoney's) rewrites each such text. A notification
 * without `amounts` (stored before they were kept) comes back as it is.
 */
export function localizedBody(
  notification: Pick<Notification, "body"> & { amounts?: Notification["amounts"] },
  money: (amount: string, currency: string) => string,
): string {
  let body = notification.body;
  for (const { amount, currency, text } of notification.amounts ?? [])
    if (text) body = body.split(text).join(money(amount, currency));
  return body;
}

/** The plain text of a notification's HTML body (sanitised first), for the list's preview. */
export function notificationPreview(html: string): string {
  const doc = new DOMParser().parseFromString(sanitizeHtml(html), "text/html");
  return (doc.body.textContent ?? "").replace(/\s+/g, " ").trim();
}

/** Whether a notification link leaves the site (absolute http(s) URL). */
export function isExternalLink(link: string): boolean {
  return /^https?:\/\//i.test(link);
}

/** A link the dialog may offer: a site path (`/promotion/...`) or an http(s) URL; else null. */
export function safeNotificationLink(link: string | null): string | null {
  if (!link) return null;
  if (isExternalLink(link)) return link;
  if (link.startsWith("/") && !link.startsWith("//")) return link;
  return null;
}
