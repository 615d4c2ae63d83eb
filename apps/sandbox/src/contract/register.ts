/**
 * Registers one Fastify route per contract operation that has a handler.
 * Requests are validated against the operation's parameters and body schema
 * (422 with per-field message keys), secured operations require a valid
 * bearer token (401), operations marked `x-requires-consent` a player who has
 * confirmed age and terms (403 `consent_required`), and — outside production —
 * every response body is validated against the operation's response schema: a
 * mismatch is logged and answered with a 500 so server and contract cannot
 * drift apart.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ValidateFunction } from "ajv";
import { clientIp } from "../lib/client-ip.ts";
import { errorEnvelope, successEnvelope } from "../lib/envelope.ts";
import type { ApiError } from "../lib/errors.ts";
import {
  consentRequired,
  notFound,
  tokenExpired,
  unauthenticated,
  validationError,
} from "../lib/errors.ts";
import type { Auth, RequestContext, UntypedHandlers } from "../lib/handler.ts";
import type { ContractDocument, OperationSpec } from "./load.ts";
import {
  ContractValidators,
  fieldErrors,
  nulCharacterErrors,
  responseValidator,
  type OperationValidators,
  type ValueLocation,
} from "./validators.ts";

export interface RegisterOptions {
  contract: ContractDocument;
  handlers: UntypedHandlers;
  /** Resolves a bearer token to the signed-in player; `"expired"` or undefined (unknown or revoked) otherwise. */
  authenticate: (token: string) => Promise<Auth | "expired" | undefined>;
  /** Validate response bodies against the contract (development and tests). */
  validateResponses: boolean;
}

export interface RegisterResult {
  registered: string[];
  /** Operations of the contract without a handler (not served). */
  unimplemented: string[];
}

/** Route config kept on each request so the error handler can validate error bodies too. */
export interface ContractRouteConfig {
  operation: OperationSpec;
  validators: OperationValidators;
}

/** The error a response that breaks the contract becomes. */
export class ContractViolation extends Error {
  constructor(operation: OperationSpec, status: number, details: string) {
    super(`Response ${status} of ${operation.operationId} breaks the contract: ${details}`);
    this.name = "ContractViolation";
  }
}

function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(.+)$/i.exec(header ?? "");
  return match?.[1]?.trim() || undefined;
}

/** The entries of `values` named in `names`. */
function pick(
  values: Record<string, unknown>,
  names: ReadonlySet<string>,
): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([name]) => names.has(name)));
}

function check(
  validate: ValidateFunction | undefined,
  value: unknown,
  location: ValueLocation,
): Record<string, string[]> {
  if (!validate || validate(value)) return {};
  return fieldErrors(validate.errors, location);
}

/**
 * Checks a response body against the contract.
 * @throws ContractViolation when the status is undocumented or the body does not match
 */
export function assertResponse(
  config: ContractRouteConfig,
  status: number,
  body: unknown,
  json = true,
): void {
  const validate = responseValidator(config.validators.responses, status);
  if (validate === undefined)
    throw new ContractViolation(config.operation, status, "status not documented");
  if (validate === null) return;
  if (!json) throw new ContractViolation(config.operation, status, "a JSON body is documented");
  if (!validate(body)) {
    const details = (validate.errors ?? [])
      .map((e) => `${e.instancePath || "/"} ${e.message ?? e.keyword}`)
      .join("; ");
    throw new ContractViolation(config.operation, status, details);
  }
}

/** Sends an envelope, validating it first when asked; a violation becomes a logged 500. */
export function sendChecked(
  request: FastifyRequest,
  reply: FastifyReply,
  config: ContractRouteConfig | undefined,
  status: number,
  body: unknown,
  validateResponses: boolean,
  headers: Record<string, string> = {},
): FastifyReply {
  if (validateResponses && config) {
    try {
      assertResponse(config, status, body);
    } catch (error) {
      request.log.error({ err: error, body }, "CONTRACT VIOLATION");
      return reply
        .code(500)
        .send({ success: false, message: `Contract violation: ${(error as Error).message}` });
    }
  }
  return reply.code(status).headers(headers).send(body);
}

/**
 * Sends an error as the error envelope (with `Retry-After` when it names one), validated against
 * the route's responses when asked: what the app's error handler answers.
 */
export function sendApiError(
  request: FastifyRequest,
  reply: FastifyReply,
  apiError: ApiError,
  validateResponses: boolean,
): FastifyReply {
  const headers: Record<string, string> = apiError.retryAfter
    ? { "retry-after": String(apiError.retryAfter) }
    : {};
  return sendChecked(
    request,
    reply,
    routeContract(request),
    apiError.status,
    errorEnvelope(apiError),
    validateResponses,
    headers,
  );
}

/**
 * Registers the contract's operations on `app`.
 * @throws when a handler names an operationId the contract does not have
 */
export function registerContract(app: FastifyInstance, options: RegisterOptions): RegisterResult {
  const { contract, handlers, authenticate, validateResponses } = options;
  const known = new Set(contract.operations.map((operation) => operation.operationId));
  const strays = Object.keys(handlers).filter((id) => !known.has(id));
  if (strays.length)
    throw new Error(`Handlers for operations missing from the contract: ${strays.join(", ")}`);

  const compiler = new ContractValidators(contract.document);
  const registered: string[] = [];
  const unimplemented: string[] = [];
  for (const operation of contract.operations) {
    const handler = handlers[operation.operationId];
    if (!handler) {
      unimplemented.push(operation.operationId);
      continue;
    }
    const validators = compiler.forOperation(operation);
    const config: ContractRouteConfig = { operation, validators };
    app.route({
      method: operation.method.toUpperCase() as "GET",
      url: operation.routePath,
      config,
      handler: async (request, reply) => {
        const params = { ...(request.params as Record<string, unknown>) };
        const query = { ...(request.query as Record<string, unknown>) };
        const headers = { ...request.headers };
        let body = request.body;
        if (body === undefined && operation.bodyPointer && !operation.bodyRequired) body = {};
        const pathErrors = check(validators.params, params, "params");
        // A path that cannot name a resource is a missing resource where the operation has no 422.
        if (
          Object.keys(pathErrors).length &&
          !operation.responses.has("422") &&
          !operation.responses.has("4XX") &&
          operation.responses.has("404")
        )
          throw notFound();
        const errors = {
          ...nulCharacterErrors(pick(query, validators.queryNames)),
          ...(operation.bodyPointer ? nulCharacterErrors(body) : {}),
          ...pathErrors,
          ...check(validators.query, query, "query"),
          ...check(validators.headers, headers, "headers"),
          ...(operation.bodyPointer && body === undefined && operation.bodyRequired
            ? { body: ["required"] }
            : check(validators.body, body, "body")),
        };
        if (Object.keys(errors).length) throw validationError(errors);

        const bearer = bearerToken(request.headers.authorization);
        let auth: Auth | undefined;
        if (operation.auth !== "none" && (bearer || operation.auth === "required")) {
          const found = bearer ? await authenticate(bearer) : undefined;
          if (found === "expired") throw tokenExpired();
          if (!found) throw unauthenticated();
          auth = found;
        }
        // The one consent guard: money and bets wait until the player confirmed age and terms.
        if (operation.requiresConsent && auth && auth.user.terms_accepted_at === null)
          throw consentRequired();
        // Content follows the request's language (lib/content-language.ts): a shared cache must
        // keep one answer per X-localization.
        reply.header("vary", withVary(reply.getHeader("vary"), "X-localization"));
        const language = request.headers["x-localization"];
        const ctx: RequestContext = {
          body,
          query,
          params,
          headers,
          ip: clientIp(request),
          lang: typeof language === "string" && language ? language : undefined,
          bearer,
          auth,
          log: request.log,
        };
        const result = await handler(ctx);
        if ("raw" in result) {
          const status = result.status ?? 200;
          if (typeof result.raw !== "string") {
            return sendChecked(request, reply, config, status, result.raw, validateResponses, {
              "content-type": result.contentType,
            });
          }
          if (validateResponses) assertResponse(config, status, undefined, false);
          return reply.code(status).type(result.contentType).send(result.raw);
        }
        return sendChecked(
          request,
          reply,
          config,
          result.status ?? 200,
          successEnvelope(result),
          validateResponses,
        );
      },
    });
    registered.push(operation.operationId);
  }
  return { registered, unimplemented };
}

/** A `Vary` header value with `name` added (once, whatever its case). */
export function withVary(current: unknown, name: string): string {
  const names = String(current ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  if (names.some((part) => part === "*" || part.toLowerCase() === name.toLowerCase()))
    return names.join(", ");
  return [...names, name].join(", ");
}

/** The contract route config of a request, when it hit a contract route. */
export function routeContract(request: FastifyRequest): ContractRouteConfig | undefined {
  const config = request.routeOptions.config as Partial<ContractRouteConfig> | undefined;
  return config?.operation && config.validators ? (config as ContractRouteConfig) : undefined;
}
