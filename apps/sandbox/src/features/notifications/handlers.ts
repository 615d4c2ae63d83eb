/**
 * The inbox: list (paginated, newest first, optionally unread only), one
 * notification, mark one read, mark all read.
 */
import { presentNotification, unreadCount } from "./notifications.ts";
import { ok } from "../../lib/envelope.ts";
import { notFound } from "../../lib/errors.ts";
import { requireAuth, type Handlers } from "../../lib/handler.ts";
import { newestFirst } from "../../lib/paginate.ts";
import type { Services } from "../../services.ts";

/** The handlers of the notifications feature. */
export function notificationHandlers(services: Services): Handlers {
  const { db, clock } = services;
  return {
    listNotifications: async (ctx) => {
      const { user } = requireAuth(ctx);
      let query = db.selectFrom("notifications").where("user_id", "=", user.id);
      if (ctx.query.unread_only === true) query = query.where("read_at", "is", null);
      const page = await newestFirst(query, ctx.query);
      return ok({ ...page, data: page.data.map(presentNotification) });
    },

    getNotification: async (ctx) => {
      const { user } = requireAuth(ctx);
      const row = await db
        .selectFrom("notifications")
        .selectAll()
        .where("user_id", "=", user.id)
        .where("uuid", "=", String(ctx.params.id))
        .executeTakeFirst();
      if (!row) throw notFound();
      return ok(presentNotification(row));
    },

    markNotificationRead: async (ctx) => {
      const { user } = requireAuth(ctx);
      const id = String(ctx.params.id);
      const row = await db
        .updateTable("notifications")
        .set((eb) => ({ read_at: eb.fn.coalesce("read_at", eb.val(new Date(clock.now()))) }))
        .where("user_id", "=", user.id)
        .where("uuid", "=", id)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw notFound();
      return ok(presentNotification(row));
    },

    markAllNotificationsRead: async (ctx) => {
      const { user } = requireAuth(ctx);
      const result = await db
        .updateTable("notifications")
        .set({ read_at: new Date(clock.now()) })
        .where("user_id", "=", user.id)
        .where("read_at", "is", null)
        .executeTakeFirst();
      return ok({
        updated: Number(result.numUpdatedRows),
        inbox_count: await unreadCount(db, user.id),
      });
    },
  };
}
