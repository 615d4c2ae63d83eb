/**
 * Images the sandbox serves itself: coin badges (`/static/coins/{code}.svg`)
 * and the simulated games' covers (`/static/games/{slug}.svg`).
 */
import type { FastifyInstance, FastifyReply } from "fastify";
import { errorEnvelope } from "./lib/envelope.ts";
import { notFound } from "./lib/errors.ts";
import { coinSvg, findCoin } from "./features/wallets/catalog.ts";
import { gameSvg, simulatedGames } from "./jobs/simulated-games.ts";

function svgReply(reply: FastifyReply, svg: string | undefined): FastifyReply {
  if (svg === undefined) return reply.code(404).send(errorEnvelope(notFound()));
  return reply
    .code(200)
    .type("image/svg+xml; charset=utf-8")
    .header("cache-control", "public, max-age=86400")
    .send(svg);
}

/** Registers the image routes. */
export function registerStaticRoutes(app: FastifyInstance): void {
  app.get<{ Params: { file: string } }>("/static/coins/:file", async (request, reply) => {
    const coin = findCoin(request.params.file.replace(/\.svg$/, ""));
    return svgReply(
      reply,
      request.params.file.endsWith(".svg") && coin ? coinSvg(coin) : undefined,
    );
  });
  app.get<{ Params: { file: string } }>("/static/games/:file", async (request, reply) => {
    const game = simulatedGames.find((g) => `${g.slug}.svg` === request.params.file);
    return svgReply(reply, game ? gameSvg(game) : undefined);
  });
}
