/**
 * The client IP as the shells report it: the first hop of X-Forwarded-For
 * (the sandbox trusts it: it runs behind the shells' dev servers or nothing),
 * else the address of the socket.
 */
export function clientIp(
  headers: Record<string, string | string[] | undefined>,
  socketAddress: string | undefined,
): string {
  const forwarded = headers["x-forwarded-for"];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0]?.trim();
  const address = first || socketAddress || "unknown";
  return address.startsWith("::ffff:") ? address.slice(7) : address;
}
