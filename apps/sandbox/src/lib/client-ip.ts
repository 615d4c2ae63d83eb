/**
 * The client IP every rate limit, throttle and the country block use: Fastify's `request.ip`,
 * which is the socket address unless the peer is a trusted proxy (`SANDBOX_TRUST_PROXY`), in
 * which case X-Forwarded-For is read from the right up to the first untrusted hop. IPv4-mapped
 * IPv6 addresses are written as IPv4.
 */
import type { FastifyRequest } from "fastify";

export function clientIp(request: FastifyRequest): string {
  const address = request.ip || "unknown";
  return address.startsWith("::ffff:") ? address.slice(7) : address;
}
