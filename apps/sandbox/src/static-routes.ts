/**
 * Images the sandbox serves itself: coin badges (`/static/coins/{code}.svg`), the catalogue's
 * game tiles (`/static/games/{slug}.svg`, generated per game) and provider logos
 * (`/static/providers/{slug}.svg`), blog covers (`/static/blogs/{slug}.svg`), promotion covers
 * (`/static/promotions/{slug}.svg`), tournament covers (`/static/tournaments/{slug}.svg`). Their links carry the drawings' revision (lib/art-url.ts), so
 * a new drawing is a new URL; a drawing also follows its record (a renamed game is redrawn), so a
 * copy is fresh for a day and then revalidated with its ETag (a matching `If-None-Match` gets 304).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { errorEnvelope } from "./lib/envelope.ts";
import { notFound } from "./lib/errors.ts";
import { coinSvg, findCoin } from "./features/wallets/catalog.ts";
import { etagOf, gameSvg, providerSvg } from "./features/games/art.ts";
import { findGame } from "./features/games/repository.ts";
import type { ArtKind } from "./lib/art-url.ts";
import type { Services } from "./services.ts";
import { blogCoverSvg } from "./features/blogs/art.ts";
import { blogCoverSource } from "./features/blogs/blogs.ts";
import { promotionCoverSvg } from "./features/promotions/art.ts";
import { tournamentCoverSvg } from "./features/tournaments/art.ts";

/** The cache header of drawn images: fresh for a day, then served stale while revalidating. */
export const ART_CACHE_CONTROL = "public, max-age=86400, stale-while-revalidate=604800";
/** At most this many generated images are kept in memory. */
export const ART_CACHE_ENTRIES = 2000;

function svgReply(reply: FastifyReply, svg: string | undefined): FastifyReply {
  if (svg === undefined) return reply.code(404).send(errorEnvelope(notFound()));
  return reply
    .code(200)
    .type("image/svg+xml; charset=utf-8")
    .header("cache-control", "public, max-age=86400")
    .send(svg);
}

interface Art {
  svg: string;
  etag: string;
}

function artReply(request: FastifyRequest, reply: FastifyReply, art: Art | undefined) {
  if (!art) return reply.code(404).send(errorEnvelope(notFound()));
  reply
    .header("cache-control", ART_CACHE_CONTROL)
    .header("etag", art.etag)
    .header("x-content-type-options", "nosniff");
  const match = request.headers["if-none-match"];
  if (typeof match === "string" && match.split(/\s*,\s*/).includes(art.etag))
    return reply.code(304).send();
  return reply.code(200).type("image/svg+xml; charset=utf-8").send(art.svg);
}

/** A bounded cache of generated images (the oldest entry goes first). */
class ArtCache {
  readonly #entries = new Map<string, Art>();

  async get(key: string, make: () => Promise<string | undefined>): Promise<Art | undefined> {
    const hit = this.#entries.get(key);
    if (hit) return hit;
    const svg = await make();
    if (svg === undefined) return undefined;
    const art = { svg, etag: etagOf(svg) };
    if (this.#entries.size >= ART_CACHE_ENTRIES)
      this.#entries.delete(this.#entries.keys().next().value!);
    this.#entries.set(key, art);
    return art;
  }
}

const SLUG_FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.svg$/;

/** Registers the image routes. */
export function registerStaticRoutes(app: FastifyInstance, services: Pick<Services, "db">): void {
  const cache = new ArtCache();
  app.get<{ Params: { file: string } }>("/static/coins/:file", async (request, reply) => {
    const coin = findCoin(request.params.file.replace(/\.svg$/, ""));
    return svgReply(
      reply,
      request.params.file.endsWith(".svg") && coin ? coinSvg(coin) : undefined,
    );
  });
  /**
   * `GET /static/{kind}/{slug}.svg`: `draw` makes the drawing from the slug's record (undefined:
   * no such record, 404), kept in the cache and answered with its ETag.
   */
  const drawn = (kind: ArtKind, draw: (slug: string) => Promise<string | undefined>) =>
    app.get<{ Params: { file: string } }>(`/static/${kind}/:file`, async (request, reply) => {
      const slug = SLUG_FILE.exec(request.params.file)?.[1];
      const art = slug ? await cache.get(`${kind}:${slug}`, () => draw(slug)) : undefined;
      return artReply(request, reply, art);
    });
  // Game tiles, drawn from the game's record (a renamed game is redrawn).
  drawn("games", async (slug) => {
    const game = await findGame(services.db, slug);
    return game && game.slug === slug ? gameSvg(game) : undefined;
  });
  drawn("providers", async (slug) => {
    const provider = await services.db
      .selectFrom("game_providers")
      .select(["name", "color"])
      .where("slug", "=", slug)
      .executeTakeFirst();
    return provider && providerSvg(provider);
  });
  // Blog covers, drawn from the post's English title and tag.
  drawn("blogs", async (slug) => {
    const source = await blogCoverSource(services.db, slug);
    return source && blogCoverSvg(slug, source.title, source.tag);
  });
  // Promotion covers, drawn from the kind of bonus the promotion gives.
  drawn("promotions", async (slug) => {
    const promotion = await services.db
      .selectFrom("promotions as p")
      .leftJoin("bonus_offers as o", "o.id", "p.bonus_offer_id")
      .select(["p.slug", "o.type"])
      .where("p.slug", "=", slug)
      .executeTakeFirst();
    return promotion && promotionCoverSvg(promotion.slug, promotion.type);
  });
  // Tournament covers: a cup, for scopes without a picture of their own.
  drawn("tournaments", async (slug) => {
    const tournament = await services.db
      .selectFrom("tournaments")
      .select("slug")
      .where("slug", "=", slug)
      .executeTakeFirst();
    return tournament && tournamentCoverSvg(tournament.slug);
  });
}
