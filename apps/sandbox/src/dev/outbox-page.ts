/**
 * The outbox as a small, accessible HTML page.
 */
import { escapeHtml, htmlPage } from "../lib/html.ts";
import type { OutboxEntry } from "./outbox.ts";

/** Renders the outbox entries, newest first, with their links clickable. */
export function outboxPage(entries: OutboxEntry[]): string {
  const items = entries
    .map(
      (entry) => `<article aria-labelledby="m${entry.id}">
  <h2 id="m${entry.id}">${escapeHtml(entry.subject)}</h2>
  <p class="meta">${escapeHtml(entry.channel)} to <strong>${escapeHtml(entry.to)}</strong> · <time datetime="${entry.created_at}">${entry.created_at}</time></p>
  <pre>${escapeHtml(entry.text)}</pre>
  ${entry.links.length ? `<ul aria-label="Links">${entry.links.map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`).join("")}</ul>` : ""}
</article>`,
    )
    .join("\n");
  return htmlPage(
    `<title>Sandbox outbox</title>
<style>
body{font-family:system-ui,sans-serif;max-width:52rem;margin:2rem auto;padding:0 1rem;color:#222}
article{border:1px solid #ccc;border-radius:8px;padding:1rem;margin:1rem 0}
h2{font-size:1.1rem;margin:0 0 .25rem}.meta{color:#555;margin:0 0 .5rem}
pre{white-space:pre-wrap;background:#f6f6f6;padding:.75rem;border-radius:6px}
</style>`,
    `<main>
<h1>Sandbox outbox</h1>
<p>E-mails and SMS are not sent in development; they land here (newest first). JSON: <a href="/dev/outbox">/dev/outbox</a>.</p>
${items || "<p>The outbox is empty.</p>"}
</main>`,
  );
}
