/**
 * The shells' Content-Security-Policy and the rule for third-party scripts from site settings.
 *
 * One list drives both: `VITE_CSP_SCRIPT_HOSTS` (comma list of https origins, e.g.
 * `https://seal.example.com,https://stats.example.com`) is where the site's seal and analytics
 * scripts may come from. The production build writes it into the page's CSP (`script-src`,
 * `connect-src`), and at run time a seal or analytics URL from the site settings is loaded only when
 * it is https and its origin is in the list. Pure functions, no DOM: the Vite configs import them.
 */

/** Reads `VITE_CSP_SCRIPT_HOSTS`: https origins; a bare host name means `https://<host>`. */
export function parseScriptHosts(value: string | undefined): string[] {
  const hosts: string[] = [];
  for (const raw of (value ?? "").split(",")) {
    const entry = raw.trim();
    if (!entry) continue;
    let url: URL;
    try {
      url = new URL(entry.includes("://") ? entry : `https://${entry}`);
    } catch {
      throw new Error(`VITE_CSP_SCRIPT_HOSTS: "${entry}" is not a host or an https origin`);
    }
    const bare = url.pathname === "/" && !url.search && !url.hash && !url.username;
    if (url.protocol !== "https:" || !bare || url.hostname.includes("*"))
      throw new Error(`VITE_CSP_SCRIPT_HOSTS: "${entry}" must be an https origin, no path`);
    if (!hosts.includes(url.origin)) hosts.push(url.origin);
  }
  return hosts;
}

/**
 * Whether a script URL from the site settings may be loaded: an absolute https URL whose origin is
 * one of `allowedOrigins` (the hosts the CSP allows).
 */
export function isAllowedScriptUrl(
  value: string | null | undefined,
  allowedOrigins: readonly string[],
): value is string {
  if (!value) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && !url.username && allowedOrigins.includes(url.origin);
  } catch {
    return false;
  }
}

/** What a shell's production page talks to. */
export interface CspOptions {
  /** API origin (`VITE_API_BASE_URL`). */
  apiBaseUrl: string;
  /** Broadcast auth URL (`VITE_BROADCAST_AUTH_URL`). */
  broadcastAuthUrl: string;
  /** Realtime WebSocket host, port and TLS (`VITE_PUSHER_*`). */
  pusher: { host: string; port: number; tls: boolean };
  /** Seal and analytics script origins (`VITE_CSP_SCRIPT_HOSTS`). */
  scriptHosts: readonly string[];
  /** More sources per directive (the web shell's Google and Facebook sign-in). */
  extra?: Partial<
    Record<"script-src" | "style-src" | "connect-src" | "frame-src" | "img-src", string[]>
  >;
}

function originOf(value: string): string | null {
  try {
    const origin = new URL(value).origin;
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}

const unique = (values: (string | null | undefined)[]) =>
  [...new Set(values.filter((value): value is string => Boolean(value)))].join(" ");

/**
 * The policy of a production page. Scripts: the page's own files and the listed hosts only (no
 * inline script, no eval). Styles allow inline: styled-components writes `<style>` elements at run
 * time (scripts stay strict, which is what stops injected code). `frame-ancestors` cannot be set in
 * a `<meta>` element: a server that wants it sends the policy as a header too (docs/security.md).
 */
export function contentSecurityPolicy(options: CspOptions): string {
  const { pusher, extra = {} } = options;
  const socket = `${pusher.host}${pusher.port ? `:${pusher.port}` : ""}`;
  // pusher-js falls back to wss:// when a plain ws:// connection fails.
  const ws = pusher.tls ? [`wss://${socket}`] : [`ws://${socket}`, `wss://${socket}`];
  const api = originOf(options.apiBaseUrl);
  const directives: [string, string][] = [
    ["default-src", "'self'"],
    ["script-src", unique(["'self'", ...options.scriptHosts, ...(extra["script-src"] ?? [])])],
    ["style-src", unique(["'self'", "'unsafe-inline'", ...(extra["style-src"] ?? [])])],
    ["img-src", unique(["'self'", "data:", "blob:", "https:", api, ...(extra["img-src"] ?? [])])],
    ["font-src", "'self' data:"],
    [
      "connect-src",
      unique([
        "'self'",
        api,
        originOf(options.broadcastAuthUrl),
        ...ws,
        ...options.scriptHosts,
        ...(extra["connect-src"] ?? []),
      ]),
    ],
    // Game launch URLs (`/play-game`) are pages the API's host serves (`/play/slot?token=`).
    ["frame-src", unique(["'self'", api, ...(extra["frame-src"] ?? [])])],
    ["worker-src", "'self'"],
    ["manifest-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join("; ");
}

/**
 * Puts the policy into a page as `<meta http-equiv="Content-Security-Policy">`, right after
 * `<meta charset>` (which must stay in the first 1024 bytes) and before any script or style link.
 */
export function withCspMeta(html: string, policy: string): string {
  const content = policy.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
  const meta = `<meta http-equiv="Content-Security-Policy" content="${content}" />`;
  const charset = /<meta\s+charset=[^>]*>/i.exec(html);
  if (charset) {
    const end = charset.index + charset[0].length;
    return `${html.slice(0, end)}\n    ${meta}${html.slice(end)}`;
  }
  return html.replace(/<head(\s[^>]*)?>/i, (head) => `${head}\n    ${meta}`);
}

/**
 * A Vite plugin (build only) putting the policy into the built `index.html`, and failing the build
 * if the page still has an inline script. Typed structurally: no Vite import.
 */
export function cspPlugin(policy: () => string) {
  return {
    name: "casino:content-security-policy",
    apply: "build" as const,
    transformIndexHtml: {
      order: "post" as const,
      handler(html: string): string {
        const inline = /<script\b(?![^>]*\bsrc=)[^>]*>/i.exec(html);
        if (inline)
          throw new Error(`index.html has an inline script, which the CSP forbids: ${inline[0]}`);
        return withCspMeta(html, policy());
      },
    },
  };
}
