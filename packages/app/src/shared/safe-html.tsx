import DOMPurify from "dompurify";
import { useMemo } from "react";

let hooked = false;

/** Links leaving the site open in a new tab without handing it our window; images load lazily. */
function addHooks(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook("afterSanitizeAttributes", (node) => {
    if (node.tagName === "A") {
      const href = node.getAttribute("href") ?? "";
      if (/^https?:\/\//i.test(href)) {
        node.setAttribute("target", "_blank");
        node.setAttribute("rel", "noopener noreferrer");
      } else {
        node.removeAttribute("target");
      }
    }
    // Wide tables scroll inside the article: a scrolling region needs a tab stop (keyboard).
    if (node.tagName === "TABLE") node.setAttribute("tabindex", "0");
    if (node.tagName === "IMG") {
      node.setAttribute("loading", "lazy");
      node.setAttribute("decoding", "async");
    }
  });
}

/**
 * Server HTML made safe for the page: scripts, event handlers, `javascript:` URLs, forms and
 * frames are removed (DOMPurify, HTML profile). The server sanitises too; the client never
 * trusts it.
 */
export function sanitizeHtml(html: string): string {
  addHooks();
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ["style", "form", "input", "button", "textarea", "select", "iframe"],
    FORBID_ATTR: ["style"],
  });
}

export interface SafeHtmlProps {
  html: string;
  className?: string;
  /** The element that holds the HTML (default `div`). */
  as?: "div" | "article" | "section";
}

/** Renders server HTML after {@link sanitizeHtml}; style it through `className`. */
export function SafeHtml({ html, className, as: Tag = "div" }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
