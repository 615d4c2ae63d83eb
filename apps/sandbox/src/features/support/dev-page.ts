/**
 * The agents' page (`GET /dev/support`, development only, behind the dev guard: loopback callers,
 * never cross-site, JSON bodies only): the open conversations with their messages, a reply form
 * and a close button for each. A small script posts the forms as JSON.
 *
 * Hardening: a strict Content-Security-Policy (nothing but this response's own nonce-tagged
 * script and style, fetches to this origin only, no framing, no form posts); the two actions
 * (`POST /dev/support/conversations/{id}/replies` and `.../close`) need the page's CSRF token in
 * `X-CSRF-Token` (a secret of this process, compared in constant time) and, when the browser
 * says where the request comes from (`Origin`, `Sec-Fetch-Site`), this very origin. Every text
 * is escaped.
 */
import { randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { errorEnvelope } from "../../lib/envelope.ts";
import { ApiError } from "../../lib/errors.ts";
import { escapeHtml, htmlPage } from "../../lib/html.ts";
import type { Services } from "../../services.ts";
import {
  agentClose,
  agentReply,
  openConversationsForAgents,
  supportLimits,
  type SupportConversationDetail,
} from "./support.ts";

/** The Content-Security-Policy of the page, for one response's nonce. */
export function supportPageCsp(nonce: string): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "connect-src 'self'",
    "img-src 'none'",
    "form-action 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

function conversationHtml(detail: SupportConversationDetail & { player: string }): string {
  const { conversation, messages, player } = detail;
  const list = messages
    .map(
      (m) =>
        `<li class="${m.author}"><p class="meta">${
          m.author === "agent" ? `Agent ${escapeHtml(m.author_name ?? "")}` : escapeHtml(player)
        } · <time datetime="${m.created_at}">${m.created_at.replace("T", " ").slice(0, 19)} UTC</time></p><p class="text">${escapeHtml(m.body)}</p></li>`,
    )
    .join("");
  const id = conversation.id;
  return `<article aria-labelledby="c${id}">
<h2 id="c${id}">#${id} ${escapeHtml(conversation.subject)}</h2>
<p class="meta">Player <strong>${escapeHtml(player)}</strong> · ${messages.length} ${messages.length === 1 ? "message" : "messages"}</p>
<ol aria-label="Messages">${list}</ol>
<form data-action="/dev/support/conversations/${id}/replies" aria-label="Reply to #${id}">
<label for="r${id}">Reply</label>
<textarea id="r${id}" name="message" required maxlength="${supportLimits.messageLength}" rows="3"></textarea>
<button type="submit">Send reply</button>
</form>
<form data-action="/dev/support/conversations/${id}/close" aria-label="Close #${id}">
<button type="submit" class="secondary">Close conversation</button>
</form>
</article>`;
}

/** The page: every open conversation, an agent-name field, and the script that posts the forms. */
export function supportPage(
  conversations: (SupportConversationDetail & { player: string })[],
  csrfToken: string,
  nonce: string,
): string {
  return htmlPage(
    `<meta name="csrf-token" content="${escapeHtml(csrfToken)}">
<title>Support desk (sandbox)</title>
<style nonce="${nonce}">
body{font-family:system-ui,sans-serif;max-width:52rem;margin:2rem auto;padding:0 1rem;color:#1d1d1f}
article{border:1px solid #ccc;border-radius:8px;padding:1rem;margin:1rem 0}
h2{font-size:1.1rem;margin:0 0 .25rem}.meta{color:#555;margin:0 0 .25rem;font-size:.9rem}
ol{list-style:none;padding:0}li{border-radius:6px;padding:.5rem .75rem;margin:.4rem 0}
li.player{background:#f1f1f1}li.agent{background:#e6f0ff;margin-left:2rem}
.text{white-space:pre-wrap;margin:0}textarea{display:block;box-sizing:border-box;width:100%;font:inherit;margin:.25rem 0}input{font:inherit}
button{font:inherit;padding:.45rem 1rem;border-radius:6px;border:0;background:#2a6fdb;color:#fff;cursor:pointer;margin:.25rem 0}
button.secondary{background:#666}[role=status]{min-height:1.5rem}
</style>`,
    `<main>
<h1>Support desk</h1>
<p>Open customer-support conversations, latest activity first. Answers reach the player live.</p>
<label>Agent name <input id="agent-name" name="agent_name" value="Alex" maxlength="60" autocomplete="off"></label>
<p role="status" id="status"></p>
${conversations.map(conversationHtml).join("\n") || "<p>No open conversations.</p>"}
</main>
<script nonce="${nonce}">
const token = document.querySelector('meta[name="csrf-token"]').content;
const status = document.getElementById("status");
for (const form of document.querySelectorAll("form[data-action]")) {
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const message = form.querySelector("textarea");
    const body = message
      ? { message: message.value, agent_name: document.getElementById("agent-name").value }
      : {};
    const response = await fetch(form.dataset.action, {
      method: "POST",
      headers: { "content-type": "application/json", "x-csrf-token": token },
      body: JSON.stringify(body),
    });
    if (response.ok) location.reload();
    else status.textContent = "Refused: " + ((await response.json()).message || response.status);
  });
}
</script>`,
  );
}

function refuse(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.code(status).send(errorEnvelope(new ApiError(status, code, { message })));
}

/** Why an action request is refused (wrong token, another origin), or null. */
export function actionRefusal(request: FastifyRequest, csrfToken: string): string | null {
  const sent = request.headers["x-csrf-token"];
  const expected = Buffer.from(csrfToken);
  if (
    typeof sent !== "string" ||
    Buffer.byteLength(sent) !== expected.length ||
    !timingSafeEqual(Buffer.from(sent), expected)
  )
    return "The support desk's CSRF token is missing or wrong: reload the page.";
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== `${request.protocol}://${request.headers.host ?? ""}`)
    return "The support desk takes actions only from its own page.";
  const site = request.headers["sec-fetch-site"];
  if (site !== undefined && site !== "same-origin")
    return "The support desk takes actions only from its own page.";
  return null;
}

interface ActionParams {
  id: string;
}

/** Registers the page and its two actions (call only when the dev endpoints are on). */
export function registerSupportDevPage(app: FastifyInstance, services: Services): void {
  const { db, realtime, clock } = services;
  const csrfToken = randomBytes(32).toString("base64url");
  const conversationId = (request: FastifyRequest<{ Params: ActionParams }>) => {
    const id = Number(request.params.id);
    return Number.isSafeInteger(id) && id > 0 && id <= 2147483647 ? id : undefined;
  };

  app.get("/dev/support", async (_request, reply) => {
    const nonce = randomBytes(16).toString("base64");
    const conversations = await openConversationsForAgents(db);
    return reply
      .header("content-security-policy", supportPageCsp(nonce))
      .header("x-frame-options", "DENY")
      .header("referrer-policy", "no-referrer")
      .header("cache-control", "no-store")
      .header("x-content-type-options", "nosniff")
      .type("text/html; charset=utf-8")
      .send(supportPage(conversations, csrfToken, nonce));
  });

  app.post<{ Params: ActionParams; Body: { message?: unknown; agent_name?: unknown } }>(
    "/dev/support/conversations/:id/replies",
    async (request, reply) => {
      const refusal = actionRefusal(request, csrfToken);
      if (refusal) return refuse(reply, 403, "forbidden", refusal);
      const id = conversationId(request);
      const { message, agent_name: agentName } = request.body ?? {};
      if (id === undefined || typeof message !== "string")
        return refuse(reply, 422, "invalid_value", "Send {message, agent_name?}.");
      // An ApiError (unknown or closed conversation) reaches the app's error handler.
      const sent = await agentReply(
        { db, realtime, outbox: services.outbox, appUrl: services.config.appUrl },
        id,
        { message, agentName: typeof agentName === "string" ? agentName : "" },
        new Date(clock.now()),
      );
      return reply.code(201).send({ success: true, data: sent, message: "success" });
    },
  );

  app.post<{ Params: ActionParams }>(
    "/dev/support/conversations/:id/close",
    async (request, reply) => {
      const refusal = actionRefusal(request, csrfToken);
      if (refusal) return refuse(reply, 403, "forbidden", refusal);
      const id = conversationId(request);
      if (id === undefined) return refuse(reply, 404, "not_found", "Not found.");
      await agentClose({ db, realtime }, id, new Date(clock.now()));
      return reply.send({ success: true, data: null, message: "success" });
    },
  );
}
