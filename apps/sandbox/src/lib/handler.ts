/**
 * The shape of an operation handler: it receives the validated request and
 * returns a {@link Reply}; the contract layer wraps it in the envelope.
 */
import type { FastifyBaseLogger } from "fastify";
import type { User } from "../db/types.ts";
import type { RawReply, Reply } from "./envelope.ts";

/** The signed-in player behind a bearer token. */
export interface Auth {
  user: User;
  tokenId: number;
}

export interface RequestContext {
  body: unknown;
  query: Record<string, unknown>;
  params: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
  /** Client IP: the first X-Forwarded-For hop, else the socket address. */
  ip: string;
  /** Language from X-localization, when sent. */
  lang: string | undefined;
  /** The bearer token, when sent. */
  bearer: string | undefined;
  /** The signed-in player: always set where the contract requires a token, set where it is optional and sent. */
  auth: Auth | undefined;
  log: FastifyBaseLogger;
}

export type Handler = (ctx: RequestContext) => Promise<Reply | RawReply>;

/** Handlers keyed by the contract's operationId. */
export type Handlers = Record<string, Handler>;

/** The signed-in player of a secured operation (the contract layer guarantees it). */
export function requireAuth(ctx: RequestContext): Auth {
  if (!ctx.auth) throw new Error("requireAuth used on an operation the contract does not secure");
  return ctx.auth;
}
