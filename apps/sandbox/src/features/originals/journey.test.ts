/* eslint-disable @typescript-eslint/no-explicit-any -- test responses are read loosely, as JSON */
/**
 * A player's journey over HTTP: plays all five originals, sees the balance and the gaming history
 * move, rotates the seeds and verifies every past bet from the revealed server seed with the
 * public verifier, and the dice bet again with an independent HMAC.
 */
import { createHmac } from "node:crypto";
import { dec, fmt } from "@casino/rules";
import { signedInPlayer } from "../../test/accounts.ts";
import { useSandbox } from "../../test/harness.ts";

const sandbox = useSandbox();

it("plays all five originals, moves balance and history, and verifies them after a rotation", async () => {
  const p = await signedInPlayer(sandbox, "journeyorig");
  const me = await sandbox.call("GET", "/api/user/information", { token: p.token });
  await sandbox.call("PUT", "/dev/wallets/balance", {
    body: { user_id: me.body.data.id, entity_wallet_code: "USDT", balance: "100" },
  });
  const call = (method: string, path: string, body?: object) =>
    sandbox.call(method, path, { token: p.token, ...(body ? { body } : {}) });

  const bets: any[] = [];
  for (const [game, params] of [
    ["dice", { target: 49.5, condition: "over" }],
    ["limbo", { target: 3.5 }],
    ["plinko", { rows: 16, risk: "high" }],
    ["keno", { picks: [4, 8, 15, 16, 23, 40] }],
  ] as const) {
    const res = await call("POST", `/api/originals/${game}/bet`, {
      entity_wallet_code: "USDT",
      amount: "5",
      ...params,
    });
    expect(res.status).toBe(201);
    bets.push(res.body.data);
  }
  const start = await call("POST", "/api/originals/mines/start", {
    entity_wallet_code: "USDT",
    amount: "5",
    mines: 1,
  });
  const mines = await call("POST", "/api/originals/mines/reveal", { tile: 12 });
  if (mines.body.data.status === "active") await call("POST", "/api/originals/mines/cashout");
  const minesBet = await sandbox.call("GET", `/api/originals/bets/${start.body.data.id}`);
  expect(minesBet.status).toBe(200);
  bets.push(minesBet.body.data);

  // The originals are the catalogue's rows with the fixed slugs.
  for (const bet of bets) {
    const detail = await sandbox.call("GET", `/api/games/${bet.game.slug}`);
    expect(detail.body.data).toMatchObject({ id: bet.game.id, slug: bet.game.slug });
  }

  const won = bets.reduce((acc, b) => acc + dec(b.payout), 0n);
  const wallets = await call("GET", "/api/wallets/user-wallets");
  const usdt = wallets.body.data.find((w: any) => w.entity_wallet_code === "USDT");
  expect(fmt(dec(usdt.balance))).toBe(fmt(dec("75") + won));

  const history = await call("GET", "/api/user/gaming-history?per_page=50");
  const betRows = history.body.data.data.filter((t: any) => t.type === "game_bet");
  expect(betRows.map((t: any) => t.game.slug).sort()).toEqual(
    ["dice", "keno", "limbo", "mines", "plinko"].sort(),
  );
  const winRows = history.body.data.data.filter((t: any) => t.type === "game_win");
  expect(winRows).toHaveLength(bets.filter((b) => dec(b.payout) > 0n).length);

  const rotated = await call("POST", "/api/fair/seeds/rotate", {});
  const serverSeed = rotated.body.data.revealed.server_seed;
  for (const bet of bets) {
    const shared = await sandbox.call("GET", `/api/originals/bets/${bet.id}`);
    expect(shared.body.data.fairness.server_seed).toBe(serverSeed);
    const verified = await sandbox.call("POST", "/api/fair/verify", {
      body: {
        game: bet.game.slug,
        server_seed: serverSeed,
        client_seed: bet.fairness.client_seed,
        nonce: bet.fairness.nonce,
        params: { ...bet.params, revealed: undefined },
      },
    });
    expect(verified.status).toBe(200);
    if (bet.game.slug === "mines")
      expect(verified.body.data.outcome.mine_positions).toEqual(bet.outcome.mine_positions);
    else expect(verified.body.data.outcome).toEqual(bet.outcome);
  }
  const b = createHmac("sha256", serverSeed)
    .update(`${bets[0].fairness.client_seed}:${bets[0].fairness.nonce}:0`)
    .digest();
  const float = b[0]! / 256 + b[1]! / 256 ** 2 + b[2]! / 256 ** 3 + b[3]! / 256 ** 4;
  expect(bets[0].outcome.roll).toBe(Math.floor(float * 10001) / 100);
});
