/**
 * Customer support for the player (`/customer-support`): conversations, messages, unread count;
 * guests' conversations by access token (guest-support.ts).
 * Agents answer from `/dev/support` (dev-page.ts).
 */
import { ok } from "../../lib/envelope.ts";
import { requireAuth, type Handlers } from "../../lib/handler.ts";
import type { Services } from "../../services.ts";
import {
  closeConversation,
  conversationDetail,
  listConversations,
  markConversationRead,
  openConversation,
  sendPlayerMessage,
  unreadTotal,
} from "./support.ts";
import { openGuestConversation, readGuestConversation, sendGuestMessage } from "./guest-support.ts";

/** The handlers of the support feature. */
export function supportHandlers(services: Services): Handlers {
  const { db, clock, limiter } = services;
  const now = () => new Date(clock.now());
  return {
    listSupportConversations: async (ctx) => {
      const { user } = requireAuth(ctx);
      return ok(
        await listConversations(db, user.id, ctx.query.page ?? 1, ctx.query.per_page ?? 20),
      );
    },

    openSupportConversation: async (ctx) => {
      const { user } = requireAuth(ctx);
      const detail = await openConversation({ db, limiter }, user.id, ctx.body, now());
      return ok(detail, "success", 201);
    },

    openGuestSupportConversation: async (ctx) => {
      const opened = await openGuestConversation(
        { db, limiter },
        ctx.ip,
        ctx.body,
        now(),
        ctx.lang,
      );
      return ok(opened, "success", 201);
    },

    getGuestSupportConversation: async (ctx) =>
      ok(await readGuestConversation(db, ctx.body.access_token, now())),

    sendGuestSupportMessage: async (ctx) => {
      const { access_token, message } = ctx.body;
      return ok(
        await sendGuestMessage({ db, limiter }, access_token, message, now(), ctx.lang),
        "success",
        201,
      );
    },

    getSupportUnreadCount: async (ctx) => {
      const { user } = requireAuth(ctx);
      return ok({ unread_count: await unreadTotal(db, user.id) });
    },

    getSupportConversation: async (ctx) => {
      const { user } = requireAuth(ctx);
      return ok(await conversationDetail(db, ctx.params.id, user.id));
    },

    sendSupportMessage: async (ctx) => {
      const { user } = requireAuth(ctx);
      const message = await sendPlayerMessage(
        { db, limiter },
        user.id,
        ctx.params.id,
        ctx.body.message,
        now(),
      );
      return ok(message, "success", 201);
    },

    markSupportConversationRead: async (ctx) => {
      const { user } = requireAuth(ctx);
      return ok(await markConversationRead(db, user.id, ctx.params.id, now()));
    },

    closeSupportConversation: async (ctx) => {
      const { user } = requireAuth(ctx);
      return ok(await closeConversation(db, ctx.params.id, user.id, now()));
    },
  };
}
