/**
 * Runs the background jobs on timers: money (deposit confirmations,
 * withdrawal steps), bonus expiry, the rate ticker and the simulated bet feed. Each job
 * runs at most once at a time; failures are logged and the timer goes on.
 */
import type { FastifyBaseLogger } from "fastify";
import type { Services } from "../services.ts";
import { publishBet, randomBet } from "./bet-feed.ts";
import { processDueMoney } from "./money-jobs.ts";
import { expireBonuses } from "../features/bonuses/bonuses.ts";
import { tickRates } from "./rate-ticker.ts";

/** Started jobs; `stop()` clears every timer. */
export interface Scheduler {
  stop(): void;
}

function every(
  ms: number,
  run: () => Promise<unknown>,
  log: FastifyBaseLogger,
  name: string,
): NodeJS.Timeout {
  let busy = false;
  return setInterval(() => {
    if (busy) return;
    busy = true;
    run()
      .catch((error: unknown) => log.error({ err: error }, `job ${name} failed`))
      .finally(() => (busy = false));
  }, ms);
}

/** Starts the jobs the configuration turns on. */
export function startJobs(services: Services, log: FastifyBaseLogger): Scheduler {
  const { config } = services;
  const timers = [
    every(
      config.jobIntervalMs,
      () =>
        processDueMoney(services, (error) => log.error({ err: error }, "money job item failed")),
      log,
      "money",
    ),
    every(config.jobIntervalMs, () => expireBonuses(services), log, "bonus-expiry"),
  ];
  if (config.rateTickSeconds > 0)
    timers.push(every(config.rateTickSeconds * 1000, () => tickRates(services), log, "rates"));
  if (config.betFeedMs > 0)
    timers.push(
      every(
        config.betFeedMs,
        async () => publishBet(services, await randomBet(services)),
        log,
        "bets",
      ),
    );
  return {
    stop() {
      for (const timer of timers) clearInterval(timer);
    },
  };
}
