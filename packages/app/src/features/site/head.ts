import { isAllowedScriptUrl } from "../../platform/csp.ts";

/** What the document head shows for a site (the page's title and description: `applyPageHead`). */
export interface HeadBranding {
  author: string;
  locale: string;
  /** Licence seal script URL, or null. */
  sealScript: string | null;
  analytics: { siteId: string; url: string; id: string } | null;
  /** Origins scripts may load from (the hosts the shell's CSP allows); others are not loaded. */
  scriptHosts: readonly string[];
}

function setMeta(doc: Document, name: string, content: string) {
  let element = doc.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!element) {
    element = doc.createElement("meta");
    element.name = name;
    doc.head.appendChild(element);
  }
  element.content = content;
}

function setScript(doc: Document, id: string, src: string, dataset: Record<string, string> = {}) {
  if (doc.getElementById(id)?.getAttribute("src") === src) return;
  doc.getElementById(id)?.remove();
  const script = doc.createElement("script");
  script.id = id;
  script.src = src;
  script.async = true;
  script.referrerPolicy = "no-referrer";
  for (const [key, value] of Object.entries(dataset)) script.dataset[key] = value;
  doc.head.appendChild(script);
}

/** Sets the document's title and meta description (the page shown; see `PageHeadProvider`). */
export function applyPageHead(doc: Document, head: { title: string; description: string }): void {
  doc.title = head.title;
  setMeta(doc, "description", head.description);
}

/**
 * Applies a site's branding to the document head: author and locale always;
 * the seal script and the analytics script only from an https URL on a host the CSP allows
 * (`scriptHosts`; values go into attributes, never into script text).
 */
export function applyHeadBranding(doc: Document, branding: HeadBranding): void {
  setMeta(doc, "author", branding.author);
  let ogLocale = doc.head.querySelector<HTMLMetaElement>('meta[property="og:locale"]');
  if (!ogLocale) {
    ogLocale = doc.createElement("meta");
    ogLocale.setAttribute("property", "og:locale");
    doc.head.appendChild(ogLocale);
  }
  ogLocale.content = branding.locale;
  const allowed = (url: string | null | undefined): url is string =>
    isAllowedScriptUrl(url, branding.scriptHosts);
  if (allowed(branding.sealScript)) setScript(doc, "site-seal", branding.sealScript);
  else doc.getElementById("site-seal")?.remove();
  const analytics = branding.analytics;
  if (analytics && allowed(analytics.url) && analytics.siteId) {
    setScript(doc, "site-analytics", analytics.url, {
      siteId: analytics.siteId,
      websiteId: analytics.id,
    });
  } else doc.getElementById("site-analytics")?.remove();
}
