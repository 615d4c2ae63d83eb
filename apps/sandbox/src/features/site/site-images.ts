/**
 * The logo and favicon the sandbox draws for a site that has none configured:
 * `/static/sites/{hostname}/logo.svg` (the title beside a badge) and
 * `/static/sites/{hostname}/favicon.svg` (the badge), in the site's accent colour.
 */
import type { FastifyInstance } from "fastify";
import type { Db, Site } from "../../db/types.ts";
import { errorEnvelope } from "../../lib/envelope.ts";
import { notFound } from "../../lib/errors.ts";

type Drawable = Pick<Site, "title" | "accent_color">;

function xml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!,
  );
}

/** Up to two initials of the title ("Casino Sandbox" -> "CS"). */
export function initials(title: string): string {
  const words = title.match(/[\p{L}\p{N}]+/gu) ?? ["?"];
  return words
    .slice(0, 2)
    .map((word) => [...word][0]!.toUpperCase())
    .join("");
}

function badge(site: Drawable, x: number, size: number): string {
  const letters = initials(site.title);
  return `<rect x="${x}" y="0" width="${size}" height="${size}" rx="${size / 5}" fill="${site.accent_color}"/>
<text x="${x + size / 2}" y="${size * 0.66}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="${letters.length > 1 ? size * 0.42 : size * 0.55}" font-weight="700" fill="#ffffff">${xml(letters)}</text>`;
}

/** The site's logo: a badge and the title, 40 px high. */
export function siteLogoSvg(site: Drawable): string {
  const width = 52 + Math.ceil(site.title.length * 11.5);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="40" viewBox="0 0 ${width} 40" role="img" aria-label="${xml(site.title)}">
<title>${xml(site.title)}</title>
${badge(site, 0, 40)}
<text x="50" y="27" font-family="Arial, Helvetica, sans-serif" font-size="20" font-weight="700" fill="${site.accent_color}">${xml(site.title)}</text>
</svg>
`;
}

/** The site's favicon: the badge alone, 64 px square. */
export function siteFaviconSvg(site: Drawable): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="${xml(site.title)}">
<title>${xml(site.title)}</title>
${badge(site, 0, 64)}
</svg>
`;
}

/** Registers `GET /static/sites/{hostname}/{logo|favicon}.svg` (404 for an unknown hostname). */
export function registerSiteImages(app: FastifyInstance, db: Db): void {
  app.get<{ Params: { hostname: string; file: string } }>(
    "/static/sites/:hostname/:file",
    async (request, reply) => {
      const draw = (
        { "logo.svg": siteLogoSvg, "favicon.svg": siteFaviconSvg } as Record<
          string,
          (site: Drawable) => string
        >
      )[request.params.file];
      const site = draw
        ? await db
            .selectFrom("sites")
            .select(["title", "accent_color"])
            .where("hostname", "=", request.params.hostname.toLowerCase())
            .executeTakeFirst()
        : undefined;
      if (!draw || !site) return reply.code(404).send(errorEnvelope(notFound()));
      return reply
        .code(200)
        .type("image/svg+xml; charset=utf-8")
        .header("cache-control", "public, max-age=3600")
        .send(draw(site));
    },
  );
}
