/**
 * No money is created or lost: a seeded random sequence of deposits,
 * withdrawals, cancels, rejections, failures, payouts and balance
 * adjustments, mostly over HTTP, after which every wallet equals its ledger
 * entries, every transfer sums to zero, each coin's accounts total zero, and
 * each player's balance is exactly what a model of the same operations says.
 */
import {
  applyDeferred,
  auditLedger,
  houseAccount,
  transfer,
  walletAccounts,
  walletBalances,
} from "./ledger.ts";
import { signedInPlayer } from "../test/accounts.ts";
import { useSandbox } from "../test/harness.ts";
import { dec, fmt } from "@casino/rules";

const sandbox = useSandbox();

/** A small deterministic PRNG (mulberry32) so a failure can be replayed. */
function prng(seed: number) {
  let a = seed;
  return (n: number) => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

const coins = [
  {
    code: "USDT",
    network: "TRC20",
    address: "TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7",
    decimals: 6,
    fee: "1",
    min: 10,
    unit: 1,
  },
  {
    code: "BTC",
    network: "BTC",
    address: "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq",
    decimals: 8,
    fee: "0.0001",
    min: 0.0005,
    unit: 0.0001,
  },
];

it("keeps every balance equal to its ledger entries and each coin's total at zero", async () => {
  const random = prng(20261122);
  const players = [];
  for (const prefix of ["ledgera", "ledgerb"]) {
    const player = await signedInPlayer(sandbox, prefix);
    const me = await sandbox.call("GET", "/api/user/information", { token: player.token });
    players.push({ ...player, id: me.body.data.id as number });
  }
  // The model: expected available and locked balance per player and coin, and open withdrawals.
  const model = new Map<string, { available: bigint; locked: bigint }>();
  const key = (id: number, code: string) => `${id}:${code}`;
  const wallet = (id: number, code: string) => {
    if (!model.has(key(id, code))) model.set(key(id, code), { available: 0n, locked: 0n });
    return model.get(key(id, code))!;
  };
  const open: { id: number; player: number; code: string; amount: bigint; status: string }[] = [];
  const counts: Record<string, number> = {};

  for (let step = 0; step < 60; step++) {
    const player = players[random(players.length)]!;
    const coin = coins[random(coins.length)]!;
    const units = 1 + random(400);
    const amount = fmt(dec(String(coin.unit)) * BigInt(units), coin.decimals);
    const action = ["deposit", "deposit", "withdraw", "withdraw", "cancel", "move", "adjust"][
      random(7)
    ]!;
    counts[action] = (counts[action] ?? 0) + 1;
    const w = wallet(player.id, coin.code);
    if (action === "deposit") {
      const response = await sandbox.call("POST", "/dev/deposits", {
        body: { user_id: player.id, entity_wallet_code: coin.code, network: coin.network, amount },
      });
      expect(response.status).toBe(201);
      w.available += dec(amount);
    } else if (action === "withdraw") {
      const response = await sandbox.call("POST", "/api/user/withdrawal", {
        token: player.token,
        body: {
          entity_wallet_code: coin.code,
          network: coin.network,
          amount,
          address: coin.address,
        },
      });
      if (dec(amount) < dec(String(coin.min))) {
        expect(response.body.errors).toEqual({ amount: ["amount_below_minimum"] });
      } else if (dec(amount) > w.available) {
        expect(response.body.errors).toEqual({ amount: ["insufficient_balance"] });
      } else {
        expect(response.status).toBe(201);
        w.available -= dec(amount);
        w.locked += dec(amount);
        open.push({
          id: response.body.data.id,
          player: player.id,
          code: coin.code,
          amount: dec(amount),
          status: "pending",
        });
      }
    } else if (action === "cancel" && open.length) {
      const target = open[random(open.length)]!;
      const owner = players.find((p) => p.id === target.player)!;
      const response = await sandbox.call("POST", `/api/user/withdrawals/${target.id}/cancel`, {
        token: owner.token,
      });
      if (target.status === "pending") {
        expect(response.status).toBe(200);
        const tw = wallet(target.player, target.code);
        tw.available += target.amount;
        tw.locked -= target.amount;
        target.status = "canceled";
      } else {
        expect(response.body.code).toBe("withdrawal_not_cancelable");
      }
    } else if (action === "move" && open.length) {
      const target = open[random(open.length)]!;
      const next = {
        pending: ["approved", "rejected"],
        approved: ["payout_pending", "rejected", "fail"],
        payout_pending: ["paid_out", "fail"],
      }[target.status];
      const status = next ? next[random(next.length)]! : "approved";
      const response = await sandbox.call("POST", `/dev/withdrawals/${target.id}/status`, {
        body: { status },
      });
      if (!next) {
        expect(response.status).toBe(422);
        continue;
      }
      expect(response.status).toBe(200);
      const tw = wallet(target.player, target.code);
      if (["rejected", "fail"].includes(status)) {
        tw.available += target.amount;
        tw.locked -= target.amount;
      } else if (status === "paid_out") {
        tw.locked -= target.amount;
      }
      target.status = status;
    } else if (action === "adjust") {
      const response = await sandbox.call("PUT", "/dev/wallets/balance", {
        body: { user_id: player.id, entity_wallet_code: coin.code, balance: amount },
      });
      expect(response.status).toBe(200);
      w.available = dec(amount);
    }
  }
  expect(counts.deposit).toBeGreaterThan(5);
  expect(open.length).toBeGreaterThan(3);

  const audit = await auditLedger(sandbox.db);
  expect(audit.mismatchedAccounts).toEqual([]);
  expect(audit.unbalancedTransfers).toEqual([]);
  for (const total of Object.values(audit.totals)) expect(total).toBe("0");

  for (const player of players) {
    const wallets = (
      await sandbox.call("GET", "/api/wallets/user-wallets", { token: player.token })
    ).body.data as {
      entity_wallet_code: string;
      balance: string;
      locked_balance: string;
    }[];
    for (const coin of coins) {
      const shown = wallets.find((w) => w.entity_wallet_code === coin.code)!;
      const expected = wallet(player.id, coin.code);
      expect({
        code: coin.code,
        balance: dec(shown.balance),
        locked: dec(shown.locked_balance),
      }).toEqual({
        code: coin.code,
        balance: expected.available,
        locked: expected.locked,
      });
    }
  }
  // The house side mirrors it: deposits came from `world`, paid-out amounts (less fees) went back.
  const fees = await sandbox.db
    .selectFrom("ledger_accounts")
    .select(["code", "balance"])
    .where("kind", "=", "fees")
    .execute();
  for (const row of fees) expect(dec(row.balance) >= 0n).toBe(true);
});

it("refuses a transfer that would take a player account below zero, leaving the ledger untouched", async () => {
  const player = await signedInPlayer(sandbox, "ledgerc");
  const me = await sandbox.call("GET", "/api/user/information", { token: player.token });
  const { walletAccounts, transfer, houseAccount, InsufficientFunds } = await import("./ledger.ts");
  const accounts = await walletAccounts(sandbox.db, me.body.data.id, "ETH");
  const before = await auditLedger(sandbox.db);
  await expect(
    sandbox.db.transaction().execute(async (trx) => {
      const world = await houseAccount(trx, "ETH", "world");
      await transfer(trx, {
        kind: "test",
        code: "ETH",
        legs: [
          [accounts.available, -dec("1")],
          [world, dec("1")],
        ],
      });
    }),
  ).rejects.toBeInstanceOf(InsufficientFunds);
  await expect(
    sandbox.db
      .transaction()
      .execute(async (trx) =>
        transfer(trx, { kind: "test", code: "ETH", legs: [[accounts.available, dec("1")]] }),
      ),
  ).rejects.toThrow("Unbalanced");
  expect(await auditLedger(sandbox.db)).toEqual(before);
});

it("defers a hot house account's balance to the end of the transaction, entries written at once", async () => {
  const player = await signedInPlayer(sandbox, "ledgerdefer");
  const me = await sandbox.call("GET", "/api/user/information", { token: player.token });
  const id = me.body.data.id as number;
  await sandbox.call("PUT", "/dev/wallets/balance", {
    body: { user_id: id, entity_wallet_code: "USDT", balance: "10" },
  });
  const accounts = await walletAccounts(sandbox.db, id, "USDT");
  const bankroll = await houseAccount(sandbox.db, "USDT", "bankroll");
  const balanceOf = async (account: number) =>
    dec(
      (
        await sandbox.db
          .selectFrom("ledger_accounts")
          .select("balance")
          .where("id", "=", account)
          .executeTakeFirstOrThrow()
      ).balance,
    );
  const houseBefore = await balanceOf(bankroll);
  await sandbox.db.transaction().execute(async (trx) => {
    const deferred = new Map([[bankroll, 0n]]);
    for (const [amount, toHouse] of [
      ["3", true],
      ["1.5", false],
    ] as const)
      await transfer(trx, {
        kind: toHouse ? "game_bet" : "game_win",
        code: "USDT",
        legs: [
          [accounts.available, toHouse ? -dec(amount) : dec(amount)],
          [bankroll, toHouse ? dec(amount) : -dec(amount)],
        ],
        deferred,
      });
    // The player's balance moved at once; the bankroll's waits, summed.
    expect(deferred.get(bankroll)).toBe(dec("1.5"));
    expect((await walletBalances(trx, accounts)).available).toBe(dec("8.5"));
    await applyDeferred(trx, deferred);
  });
  expect(await balanceOf(bankroll)).toBe(houseBefore + dec("1.5"));
  const audit = await auditLedger(sandbox.db);
  expect(audit.mismatchedAccounts).toEqual([]);
  expect(audit.unbalancedTransfers).toEqual([]);
});
