/**
 * Private channel authorisation in the Pusher protocol (Laravel's
 * `/broadcasting/auth`): a player may subscribe only to `private-player.{own id}`.
 */
import { hmac } from "../../lib/crypto.ts";
import { forbidden } from "../../lib/errors.ts";
import { requireAuth, type Handlers } from "../../lib/handler.ts";
import type { Services } from "../../services.ts";

/** The private channel of one player. */
export const playerChannel = (userId: number) => `private-player.${userId}`;

/** Pusher's channel signature: `<key>:<hex HMAC-SHA256(secret, "socket_id:channel_name")>`. */
export function channelAuth(
  key: string,
  secret: string,
  socketId: string,
  channel: string,
): string {
  return `${key}:${hmac(secret, `${socketId}:${channel}`)}`;
}

/** The handlers of the broadcasting feature. */
export function broadcastingHandlers(services: Services): Handlers {
  const { key, secret } = services.config.pusher;
  return {
    authorizeBroadcastChannel: async (ctx) => {
      const { user } = requireAuth(ctx);
      const { socket_id: socketId, channel_name: channel } = ctx.body;
      if (channel !== playerChannel(user.id)) throw forbidden("channel_forbidden");
      return {
        contentType: "application/json; charset=utf-8",
        raw: { auth: channelAuth(key, secret, socketId, channel) },
      };
    },
  };
}
