/**
 * The shape of an operation handler: it receives the validated request and
 * returns a {@link Reply}; the contract layer wraps it in the envelope.
 *
 * A handler of contract operation X is typed by the generated `operations[X]`: its body, query
 * and path parameters are what the contract layer has just validated against that very
 * operation, so handlers never cast them.
 */
import type { operations } from "@casino/api";
import type { FastifyBaseLogger } from "fastify";
import type { User } from "../db/types.ts";
import type { RawReply, Reply } from "./envelope.ts";

/** The signed-in player behind a bearer token. */
export interface Auth {
  user: User;
  tokenId: number;
}

/** The contract's operationIds. */
export type OperationId = keyof operations;

type JsonBody<Op> = Op extends { requestBody: { content: { "application/json": infer B } } }
  ? B
  : Op extends { requestBody?: { content: { "application/json": infer B } } }
    ? // An optional body that was not sent reaches the handler as `{}`.
      B | Record<string, never>
    : unknown;

/** Bracket-form array parameters (`slots[]`) reach handlers under their bare name (`slots`). */
type BareNames<P> = { [K in keyof P as K extends `${infer Name}[]` ? Name : K]: P[K] };

type Parameters<Op, In extends "query" | "path"> = Op extends {
  parameters: { [K in In]?: infer P };
}
  ? [P] extends [never]
    ? Record<string, never>
    : BareNames<NonNullable<P>>
  : Record<string, unknown>;

/**
 * What a handler receives. `Op` is an operation of the generated `operations`; without one
 * (the dev endpoints, described by their own document) the request is untyped.
 */
export interface RequestContext<Op = unknown> {
  body: JsonBody<Op>;
  query: Parameters<Op, "query">;
  params: Parameters<Op, "path">;
  headers: Record<string, string | string[] | undefined>;
  /** Client IP: the socket address, or what a trusted proxy forwarded. */
  ip: string;
  /** Language from X-localization, when sent. */
  lang: string | undefined;
  /** The bearer token, when sent. */
  bearer: string | undefined;
  /** The signed-in player: always set where the contract requires a token, set where it is optional and sent. */
  auth: Auth | undefined;
  log: FastifyBaseLogger;
}

export type Handler<Op = unknown> = (ctx: RequestContext<Op>) => Promise<Reply | RawReply>;

/** Handlers of contract operations keyed by operationId, each typed by its operation. */
export type Handlers = { [K in OperationId]?: Handler<operations[K]> };

/** Untyped handlers keyed by operationId (the dev endpoints' own document). */
export type UntypedHandlers = Record<string, Handler>;

/**
 * Forgets the operation types of contract handlers, for the contract layer that validated the
 * request against the same operation the types come from.
 */
export function untyped(handlers: Handlers): UntypedHandlers {
  return handlers as UntypedHandlers;
}

/** The signed-in player of a secured operation (the contract layer guarantees it). */
export function requireAuth(ctx: { auth: Auth | undefined }): Auth {
  if (!ctx.auth) throw new Error("requireAuth used on an operation the contract does not secure");
  return ctx.auth;
}
