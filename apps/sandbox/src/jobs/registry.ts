/**
 * THE list of scheduled jobs. A job is a named plain async function
 * `(services, now) => Promise<void>` with a period; the job runner
 * (`./runner.ts`) runs each on its own pg-boss queue, once per period across
 * every sandbox instance on the database. To add one, write the function in
 * your feature (it finds its own due work at `now`, idempotently) and append
 * an entry at the end of {@link scheduledJobs}. See docs/sandbox.md, "Scheduled jobs".
 */
import type { SandboxConfig } from "../env.ts";
import type { Services } from "../services.ts";
import { processDueMoney } from "./money-jobs.ts";
import { tickRates } from "./rate-ticker.ts";
import { sendSessionReminders } from "../features/limits/reminders.ts";
import { runCompetitionJobs } from "../features/tournaments/index.ts";
import { computeCashback } from "../features/loyalty/cashback.ts";
import { catchUpBets } from "./bet-catch-up.ts";
import { expireBonuses } from "../features/bonuses/index.ts";
import { runDemoPlayers } from "./demo-players.ts";

/** One scheduled job. */
export interface ScheduledJob {
  /** Unique name: letters, digits, `-` and `_` (its queue is `sandbox.<name>`). */
  name: string;
  /** Milliseconds between runs under this configuration; 0 turns the job off. */
  everyMs(config: SandboxConfig): number;
  /**
   * Does the work due at `now` (the services' clock, which tests move). Must be safe to run
   * again after a crash halfway (each effect idempotent); a throw is logged, the next run comes.
   */
  run(services: Services, now: Date): Promise<void>;
}

/** Runs every item, then throws once if any failed (one bad item never stops the others). */
async function moneyJob(services: Services): Promise<void> {
  const errors: unknown[] = [];
  await processDueMoney(services, (error) => errors.push(error));
  if (errors.length) throw new AggregateError(errors, `${errors.length} money job item(s) failed`);
}

export const scheduledJobs: readonly ScheduledJob[] = [
  // Deposit confirmations and automatic withdrawal steps (SANDBOX_JOB_INTERVAL_MS).
  { name: "money", everyMs: (config) => config.jobIntervalMs, run: moneyJob },
  // The rate ticker (SANDBOX_RATE_TICK_SECONDS; 0 = fixed rates).
  {
    name: "rates",
    everyMs: (config) => config.rateTickSeconds * 1000,
    run: (services) => tickRates(services),
  },
  // Responsible gaming: session-time reminders (every minute).
  { name: "session-reminders", everyMs: () => 60_000, run: sendSessionReminders },
  // Challenges opening and ending, tournaments announced and finished (SANDBOX_JOB_INTERVAL_MS).
  {
    name: "competitions",
    everyMs: (config) => config.jobIntervalMs,
    run: (services, now) => runCompetitionJobs(services, now),
  },
  // Cashback of the last ended period, made claimable (SANDBOX_JOB_INTERVAL_MS).
  {
    name: "cashback",
    everyMs: (config) => config.jobIntervalMs,
    run: async (services, now) => {
      const errors: unknown[] = [];
      await computeCashback(services, now.getTime(), (error) => errors.push(error));
      if (errors.length)
        throw new AggregateError(errors, `${errors.length} cashback item(s) failed`);
    },
  },
  // Settled bets a durable subscriber missed (a restart between the bet's commit and its
  // listener): wagering, challenges, tournaments, VIP stars and referrals, each applied once.
  {
    name: "bet-catch-up",
    everyMs: (config) => config.jobIntervalMs,
    run: async (services, now) => {
      await catchUpBets(services, now.getTime());
    },
  },
  // Bonuses past their claim or wagering deadline expire (SANDBOX_JOB_INTERVAL_MS).
  {
    name: "bonus-expiry",
    everyMs: (config) => config.jobIntervalMs,
    run: async (services, now) => {
      await expireBonuses(services, now);
    },
  },
  // Demo players bet for real on the originals (SANDBOX_DEMO_PLAYERS, development only; one bet
  // every SANDBOX_DEMO_BET_INTERVAL_MS). Off (period 0) without demo players.
  {
    name: "demo-players",
    everyMs: (config) => (config.demoPlayers > 0 ? config.demoBetIntervalMs : 0),
    run: (services) => runDemoPlayers(services),
  },
  // New jobs: append here (bonus expiry, cashback periods, tournament and challenge ends, ...).
];
