/** What the document head shows for a site. */
export interface HeadBranding {
  title: string;
  description: string;
  author: string;
  locale: string;
  /** Licence seal script URL, or null. */
  sealScript: string | null;
  analytics: { siteId: string; url: string; id: string } | null;
}

/** Only absolute https URLs (or http on localhost) may be loaded as scripts. */
export function isSafeScriptUrl(value: string | null | undefined): value is string {
  if (!value) return false;
  try {
    const url = new URL(value);
    if (url.protocol === "https:") return true;
    return (
      url.protocol === "http:" && (url.hostname === "localhost" || url.hostname === "127.0.0.1")
    );
  } catch {
    return false;
  }
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

/**
 * Applies a site's branding to the document head: title, description, author and locale always;
 * the seal script and the analytics script only when configured with a safe URL (values go into
 * attributes, never into script text).
 */
export function applyHeadBranding(doc: Document, branding: HeadBranding): void {
  doc.title = branding.title;
  setMeta(doc, "description", branding.description);
  setMeta(doc, "author", branding.author);
  let ogLocale = doc.head.querySelector<HTMLMetaElement>('meta[property="og:locale"]');
  if (!ogLocale) {
    ogLocale = doc.createElement("meta");
    ogLocale.setAttribute("property", "og:locale");
    doc.head.appendChild(ogLocale);
  }
  ogLocale.content = branding.locale;
  if (isSafeScriptUrl(branding.sealScript)) setScript(doc, "site-seal", branding.sealScript);
  else doc.getElementById("site-seal")?.remove();
  const analytics = branding.analytics;
  if (analytics && isSafeScriptUrl(analytics.url) && analytics.siteId) {
    setScript(doc, "site-analytics", analytics.url, {
      siteId: analytics.siteId,
      websiteId: analytics.id,
    });
  } else doc.getElementById("site-analytics")?.remove();
}
