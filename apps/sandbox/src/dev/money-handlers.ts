/**
 * Dev endpoints for money and realtime: simulate a deposit, pay a Lightning
 * invoice, move a withdrawal, set a balance, emit any realtime event, publish
 * synthetic feed load (never real bets: dev/bet-load.ts), move the rates, run the due jobs, audit the ledger, drop
 * the realtime connections.
 */
import type { RealtimeEventName } from "@casino/api";
import { processDueMoney } from "../jobs/money-jobs.ts";
import { tickRates } from "../jobs/rate-ticker.ts";
import { devLoadBet, devLoadStakeUsd } from "./bet-load.ts";
import { publishBet } from "../features/bets/feeds.ts";
import { dec, decimalsOf, isDecimal } from "@casino/rules";
import { ok } from "../lib/envelope.ts";
import { fieldError, notFound } from "../lib/errors.ts";
import type { UntypedHandlers } from "../lib/handler.ts";
import { PgFanoutBroadcaster } from "../realtime/pg-fanout.ts";
import { PusherServer } from "../realtime/pusher-server.ts";
import { isPlayerEvent, publicChannelOf, type PlayerEventName } from "../realtime/realtime.ts";
import { samplePayload } from "../realtime/samples.ts";
import type { Services } from "../services.ts";
import { findCoin, findNetwork } from "../features/wallets/catalog.ts";
import { confirmDeposit, failDeposit, simulateDeposit } from "../features/deposits/deposits.ts";
import {
  auditLedger,
  houseAccount,
  transfer,
  walletAccounts,
  walletBalances,
} from "../lib/ledger.ts";
import { payInvoice } from "../features/deposits/lightning.ts";
import { presentTransaction } from "../features/transactions/transactions.ts";
import { announceBalance, touchWallet } from "../features/wallets/wallets.ts";
import { moveWithdrawal, type WithdrawalStatus } from "../features/withdrawals/withdrawals.ts";

async function player(services: Services, userId: number) {
  const user = await services.db
    .selectFrom("users")
    .selectAll()
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!user) throw fieldError("user_id", "invalid_value");
  return user;
}

/** The money and realtime dev handlers. */
export function devMoneyHandlers(services: Services): UntypedHandlers {
  const { db, clock, config, realtime } = services;
  return {
    devSimulateDeposit: async ({ body }) => {
      const input = body as {
        user_id: number;
        entity_wallet_code: string;
        network?: string;
        amount: string;
        confirm_after_seconds?: number;
        status?: "confirmed" | "fail";
      };
      await player(services, input.user_id);
      const coin = findCoin(input.entity_wallet_code);
      if (!coin) throw fieldError("entity_wallet_code", "wallet_not_found");
      const network = input.network ? findNetwork(coin, input.network) : coin.networks[0];
      if (!network || network.kind === "LIGHTNING")
        throw fieldError("network", "network_unsupported");
      if (!network.deposit_enabled) throw fieldError("network", "deposit_disabled");
      if (
        !isDecimal(input.amount) ||
        decimalsOf(input.amount) > coin.decimals ||
        dec(input.amount) <= 0n
      )
        throw fieldError("amount", "amount_invalid");
      if (dec(input.amount) < dec(network.min_deposit))
        throw fieldError("amount", "amount_below_minimum");
      const seconds = input.confirm_after_seconds ?? config.depositConfirmSeconds;
      let row = await simulateDeposit(services, {
        userId: input.user_id,
        coin,
        network,
        amount: dec(input.amount),
        confirmAfterMs: input.status === "fail" ? 3_600_000 : seconds * 1000,
      });
      if (input.status === "fail") row = (await failDeposit(services, row.id)) ?? row;
      return ok(presentTransaction(row), "Deposit simulated.", 201);
    },

    devConfirmDeposit: async ({ params }) => {
      const row = await confirmDeposit(services, params.id as number);
      if (!row) throw notFound();
      return ok(presentTransaction(row));
    },

    devPayLightningInvoice: async ({ body }) => {
      const row = await payInvoice(services, (body as { payment_hash: string }).payment_hash);
      return ok(presentTransaction(row), "Invoice paid.", 201);
    },

    devMoveWithdrawal: async ({ params, body }) => {
      const row = await moveWithdrawal(
        services,
        params.id as number,
        (body as { status: WithdrawalStatus }).status,
      );
      return ok(presentTransaction(row));
    },

    devSetBalance: async ({ body }) => {
      const input = body as { user_id: number; entity_wallet_code: string; balance: string };
      await player(services, input.user_id);
      const coin = findCoin(input.entity_wallet_code);
      if (!coin) throw fieldError("entity_wallet_code", "wallet_not_found");
      if (decimalsOf(input.balance) > coin.decimals) throw fieldError("balance", "amount_invalid");
      const target = dec(input.balance);
      const now = new Date(clock.now());
      await db.transaction().execute(async (trx) => {
        const accounts = await walletAccounts(trx, input.user_id, coin.code);
        const { available } = await walletBalances(trx, accounts);
        const adjustments = await houseAccount(trx, coin.code, "adjustments");
        const delta = target - available;
        await transfer(trx, {
          kind: "adjustment",
          code: coin.code,
          legs: [
            [adjustments, -delta],
            [accounts.available, delta],
          ],
        });
        await touchWallet(trx, input.user_id, coin.code, now);
      });
      return ok(await announceBalance(db, realtime, input.user_id, coin.code, "adjustment"));
    },

    devEmitRealtime: async ({ body }) => {
      const input = body as { event: RealtimeEventName; user_id?: number; payload?: unknown };
      const publicChannel = publicChannelOf(input.event);
      if (input.user_id === undefined && !publicChannel) throw fieldError("user_id", "required");
      if (input.user_id !== undefined && !isPlayerEvent(input.event))
        throw fieldError("event", "invalid_value");
      let payload = input.payload;
      if (payload === undefined) {
        const user =
          input.user_id !== undefined
            ? await player(services, input.user_id)
            : await db.selectFrom("users").selectAll().orderBy("id").executeTakeFirst();
        if (!user) throw fieldError("user_id", "required");
        const sample = await samplePayload(services, user, input.event);
        if (sample.sent)
          return ok({
            channel: `private-player.${user.id}`,
            event: input.event,
            payload: sample.payload,
          });
        payload = sample.payload;
      }
      try {
        realtime.check(input.event, payload);
      } catch (error) {
        throw fieldError("payload", "invalid_value", (error as Error).message);
      }
      if (input.user_id !== undefined) {
        await realtime.toPlayer(input.user_id, input.event as PlayerEventName, payload as never);
        return ok({ channel: `private-player.${input.user_id}`, event: input.event, payload });
      }
      await realtime.toPublic(publicChannel!, input.event as never, payload as never);
      return ok({ channel: publicChannel!, event: input.event, payload });
    },

    devPublishBets: async ({ body }) => {
      const count = (body as { count: number }).count;
      const bets = [];
      for (let i = 0; i < count; i++) {
        const bet = await devLoadBet(services, devLoadStakeUsd());
        await publishBet(services, bet);
        bets.push(bet);
      }
      return ok(bets);
    },

    devTickRates: async () => {
      await tickRates(services);
      return ok(null, "Rates moved.");
    },

    devRunJobs: async () => ok(await processDueMoney(services)),

    devLedgerAudit: async () => ok(await auditLedger(db)),

    devDropRealtime: async () => {
      // This instance's own sockets (behind the PostgreSQL fan-out when there is one).
      const outer = realtime.broadcaster;
      const broadcaster = outer instanceof PgFanoutBroadcaster ? outer.local : outer;
      if (!(broadcaster instanceof PusherServer)) return ok({ dropped: 0 });
      const dropped = broadcaster.connections().length;
      broadcaster.dropConnections();
      return ok({ dropped });
    },
  };
}
