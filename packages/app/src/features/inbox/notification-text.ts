import { sanitizeHtml } from "../../shared/safe-html.tsx";

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
