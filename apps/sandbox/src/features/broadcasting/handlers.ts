/**
 * Private channel authorisation in the Pusher protocol (Laravel's
 * `/broadcasting/auth`): a player may subscribe only to `private-player.{own id}`.
 */
import { forbidden } from "../../lib/errors.ts";
import { requireAuth, type Handlers } from "../../lib/handler.ts";
import { channelSignature } from "../../realtime/pusher-server.ts";
import type { Services } from "../../services.ts";

/** The private channel of one player. */
export const playerChannel = (userId: number) => `private-player.${userId}`;

/** The handlers of the broadcasting feature. */
export function broadcastingHandlers(services: Services): Handlers {
  const { key, secret } = services.config.pusher;
  return {
    authorizeBroadcastChannel: async (ctx) => {
      const { user, tokenId } = requireAuth(ctx);
      const { socket_id: socketId, channel_name: channel } = ctx.body;
      if (channel !== playerChannel(user.id)) throw forbidden("channel_forbidden");
      services.realtime.grant(socketId, channel, { userId: user.id, tokenId });
      return {
        contentType: "application/json; charset=utf-8",
        raw: { auth: channelSignature(key, secret, socketId, channel) },
      };
    },
  };
}
