/**
 * Builds the sandbox HTTP server: Fastify with one-line request logs, CORS,
 * the envelope for errors and unknown routes, the contract's operations bound
 * to the feature handlers, and (when enabled) the dev endpoints.
 */
import cors from "@fastify/cors";
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from "fastify";
import { loadContract, type ContractDocument } from "./contract/load.ts";
import { registerContract, sendApiError, type RegisterResult } from "./contract/register.ts";
import type { Db } from "./db/types.ts";
import { registerDevGuard } from "./dev/guard.ts";
import { registerDevRoutes } from "./dev/routes.ts";
import type { SandboxConfig } from "./env.ts";
import { featureHandlers } from "./features/index.ts";
import { startJobRunner, type JobRunner } from "./jobs/runner.ts";
import { SchemaValidators } from "./contract/validators.ts";
import type { Broadcaster } from "./realtime/broadcaster.ts";
import { PusherServer } from "./realtime/pusher-server.ts";
import { PgFanoutBroadcaster } from "./realtime/pg-fanout.ts";
import { PusherSdkBroadcaster } from "./realtime/pusher-sdk.ts";
import { Realtime } from "./realtime/realtime.ts";
import { registerPlayPages } from "./features/play-pages/pages.ts";
import { recoverRouletteRounds, tableTicker } from "./features/roulette/table.ts";
import { registerStaticRoutes } from "./static-routes.ts";
import { registerSiteImages } from "./features/site/site-images.ts";
import { subscribeBetFeeds } from "./features/bets/feeds.ts";
import { subscribeBetEffects } from "./bet-effects.ts";
import { subscribeBonuses } from "./features/bonuses/index.ts";
import { createServices, type Clock, type Services } from "./services.ts";
import { errorEnvelope } from "./lib/envelope.ts";
import { ApiError, badRequest, notFound } from "./lib/errors.ts";
import { messageFor } from "./lib/messages.ts";
import { parseQueryString } from "./lib/query-string.ts";
import { clientIp } from "./lib/client-ip.ts";
import { registerFaults } from "./lib/faults.ts";

export interface BuildAppOptions {
  config: SandboxConfig;
  db: Db;
  /** The contract; defaults to @casino/api's openapi.yaml. */
  contract?: ContractDocument;
  /** Time source (tests move it); defaults to the system clock. */
  clock?: Clock;
  /** HTTP client for real social providers; defaults to the global fetch. */
  fetch?: typeof fetch;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Which contract operations this server serves. */
    contractRoutes: RegisterResult;
    /** Typed realtime publishing; `realtime.broadcaster` is the built-in Pusher server or the SDK. */
    realtime: Realtime;
    /** The shared services (tests drive jobs and the ledger through them). */
    services: Services;
  }
}

/** Logs one line per request, when it completes (never the incoming line). */
class OneLineLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      ip: clientIp(request),
    };
    if (error) request.log.error({ ...line, err: error }, "request failed");
    else request.log.info(line, `${request.method} ${request.url} ${reply.statusCode}`);
  }
}

/** The routes that accept `application/x-www-form-urlencoded` bodies (the contract's only one). */
const FORM_ROUTES: ReadonlySet<string> = new Set(["/broadcasting/auth"]);

function isBadInput(
  error: unknown,
): error is { statusCode: number; code?: string; message: string } {
  const status = (error as { statusCode?: unknown }).statusCode;
  return typeof status === "number" && status >= 400 && status < 500;
}

/**
 * Builds the app (not listening). Call `app.listen` to serve and `app.close` to stop.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const clock = options.clock ?? { now: () => Date.now() };
  const contract = options.contract ?? loadContract();
  const app = Fastify({
    logger: { level: config.logLevel },
    logController: new OneLineLogController(),
    routerOptions: { querystringParser: parseQueryString, ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
  });

  await app.register(cors, {
    origin: config.corsOrigins,
    credentials: true,
    methods: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"],
    allowedHeaders: [
      "Accept",
      "Authorization",
      "Content-Type",
      "X-localization",
      "X-Domain",
      "X-Forwarded-For",
      "X-Forwarded-For-2",
      "X-Requested-With",
    ],
    maxAge: 600,
  });

  app.setErrorHandler((error, request, reply) => {
    let apiError: ApiError;
    if (error instanceof ApiError) apiError = error;
    else if (isBadInput(error)) {
      // Malformed JSON, an empty JSON body, an unsupported content type, an oversized body.
      apiError = badRequest();
    } else {
      request.log.error({ err: error }, "unhandled error");
      apiError = new ApiError(500, undefined, { message: messageFor("server_error") });
    }
    return sendApiError(
      request,
      reply,
      apiError,
      config.validateResponses && apiError.status !== 500,
    );
  });

  // Form bodies only where the contract declares them: pusher-js posts its channel authorisation
  // form-encoded. Everywhere else a form (which any site can post cross-site) is 415.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string" },
    (request, body, done) => {
      if (!FORM_ROUTES.has(request.routeOptions.url ?? "")) {
        done(Object.assign(new Error("Unsupported Media Type"), { statusCode: 415 }), undefined);
        return;
      }
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  if (config.dev) registerDevGuard(app, { open: config.devOpen, corsOrigins: config.corsOrigins });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(errorEnvelope(notFound()));
  });

  const broadcaster: Broadcaster = config.pusher.host
    ? new PusherSdkBroadcaster({ ...config.pusher, host: config.pusher.host })
    : new PusherServer({
        key: config.pusher.key,
        secret: config.pusher.secret,
        log: app.log,
        ...config.realtime,
      });
  let fanout: PgFanoutBroadcaster | undefined;
  if (broadcaster instanceof PusherServer) {
    broadcaster.attach(app.server);
    // Several instances on one PostgreSQL: each event also reaches the other instances' sockets.
    if (config.databaseUrl)
      fanout = new PgFanoutBroadcaster({
        local: broadcaster,
        databaseUrl: config.databaseUrl,
        log: app.log,
      });
  }
  if (config.faults)
    registerFaults(app, config.faults, {
      ...(broadcaster instanceof PusherServer
        ? { dropConnections: () => broadcaster.dropConnections() }
        : {}),
    });
  const realtime = new Realtime(
    fanout ?? broadcaster,
    config.validateResponses ? new SchemaValidators(contract.document) : undefined,
  );
  const services = createServices({
    config,
    db,
    clock,
    realtime,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    onEventError: (error, event) => app.log.error({ err: error, event }, "domain event listener"),
  });
  subscribeBetFeeds(services, (error) => app.log.error({ err: error }, "bet feed"));
  // Bonuses, VIP, tournaments, challenges: one transaction per settled round.
  subscribeBetEffects(services, (error) => app.log.error({ err: error }, "bet effects"));
  subscribeBonuses(services, (error) => app.log.error({ err: error }, "bonuses"));
  app.decorate("realtime", realtime);
  app.decorate("services", services);
  let jobs: JobRunner | undefined;
  app.addHook("onReady", async () => {
    await fanout?.start();
    // A roulette round left unfinished by a restart is voided and its bets rolled back.
    const refunded = await recoverRouletteRounds(services);
    if (refunded) app.log.warn({ refunded }, "roulette: unfinished rounds voided and refunded");
    jobs = await startJobRunner(services, app.log);
    tableTicker(services).start();
  });
  // Closing drains: the requests in progress answer, each with `Connection: close` so no idle
  // keep-alive socket holds the server open; realtime sockets close first (1001, the clients
  // reconnect elsewhere) for the same reason; then the jobs in progress finish.
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
    await (fanout ?? broadcaster).close();
  });
  app.addHook("onSend", async (_request, reply, payload) => {
    if (closing) reply.header("connection", "close");
    return payload;
  });
  app.addHook("onClose", async () => {
    // Bounded below main.ts's shutdown grace: the jobs in progress finish or are abandoned.
    await jobs?.stop(5_000);
    tableTicker(services).stop();
  });
  registerStaticRoutes(app, services);
  registerPlayPages(app, services);
  registerSiteImages(app, db);
  app.decorate(
    "contractRoutes",
    registerContract(app, {
      contract,
      handlers: featureHandlers(services),
      authenticate: services.authenticate,
      validateResponses: config.validateResponses,
    }),
  );
  if (config.dev) registerDevRoutes(app, services);
  return app;
}
