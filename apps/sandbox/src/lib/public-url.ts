/**
 * The sandbox's own base URL, for absolute image links: `SANDBOX_PUBLIC_URL`
 * when set, else the request's Host, else `http://localhost:<port>`.
 */
import type { SandboxConfig } from "../env.ts";

/** The base URL images are served under (no trailing slash). */
export function imageBase(
  config: Pick<SandboxConfig, "publicUrl" | "port">,
  headers?: Record<string, string | string[] | undefined>,
): string {
  if (config.publicUrl) return config.publicUrl;
  const host = headers?.host;
  if (typeof host === "string" && /^[A-Za-z0-9.\-:[\]]+$/.test(host)) return `http://${host}`;
  return `http://localhost:${config.port}`;
}
