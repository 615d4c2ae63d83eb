/**
 * Server-side HTML sanitising (sanitize-html) for what the API serves as HTML: static pages,
 * blog posts and notification bodies. Whatever the database holds, only an allow-list of tags
 * and attributes leaves the server: no `<script>`, `<style>`, `<iframe>`, no `on*` attributes,
 * no `style`, and links and images only to `https:` (links also `mailto:` and site paths), never
 * `javascript:` or `data:`. The clients sanitise again before rendering.
 */
import sanitizeHtml from "sanitize-html";

/** The tags a served body may contain. */
export const allowedHtmlTags = [
  "h2",
  "h3",
  "h4",
  "p",
  "ul",
  "ol",
  "li",
  "strong",
  "em",
  "b",
  "i",
  "a",
  "br",
  "blockquote",
  "img",
] as const;

const options: sanitizeHtml.IOptions = {
  allowedTags: [...allowedHtmlTags],
  allowedAttributes: { a: ["href", "title"], img: ["src", "alt", "width", "height"] },
  allowedSchemes: ["https", "mailto"],
  allowedSchemesByTag: { img: ["https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    // External links open without handing the page to the target.
    a: (tagName, attribs) =>
      attribs.href && /^https:/i.test(attribs.href)
        ? { tagName, attribs: { ...attribs, rel: "noopener noreferrer" } }
        : { tagName, attribs },
  },
};
// `rel` is added by the transform above, so it must survive the attribute filter.
(options.allowedAttributes as Record<string, string[]>).a!.push("rel");

/** `html` with only the allowed tags, attributes and URL schemes left. */
export function sanitizeBody(html: string): string {
  return sanitizeHtml(html, options);
}

const entities: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
  "&nbsp;": "\u00a0",
};

/** The text of `html`: every tag (and script or style content) removed, entities decoded. */
export function plainText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(
    /&(?:amp|lt|gt|quot|#39|nbsp);/g,
    (entity) => entities[entity]!,
  );
}

/** Escapes text for HTML (or SVG) element content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
}

/**
 * A whole English page the sandbox serves itself (the dev pages, the game pages): `head` follows
 * the charset and the viewport, `body` is what the body holds.
 */
export function htmlPage(head: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${head}
</head>
<body>
${body}
</body>
</html>
`;
}
