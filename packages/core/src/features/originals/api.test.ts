import { guestStore } from "../../test/signed-in-store.ts";
import { until } from "../../testing/index.ts";
import { betsApi } from "../bets/api.ts";
import { originalsApi } from "./api.ts";

const pair = (nonce: number) => ({
  server_seed_hash: "a".repeat(64),
  client_seed: "seed",
  nonce,
  created_at: "2026-01-01T00:00:00Z",
});

it("a bet goes to its contract path and refetches the seeds (its nonce was used)", async () => {
  let nonce = 0;
  const { store: s, fake } = guestStore({
    "GET /api/fair/seeds": () => pair(nonce),
    "POST /api/originals/dice/bet": () => {
      nonce += 1;
      return { id: 1 };
    },
  });
  const seeds = s.dispatch(originalsApi.endpoints.getFairSeeds.initiate());
  await seeds;
  expect(originalsApi.endpoints.getFairSeeds.select()(s.getState()).data?.nonce).toBe(0);
  const body = {
    entity_wallet_code: "USDT",
    amount: "1",
    target: 50.5,
    condition: "under" as const,
  };
  await s.dispatch(originalsApi.endpoints.placeDiceBet.initiate(body));
  expect(fake.callsTo("POST /api/originals/dice/bet")[0]!.body).toEqual(body);
  await until(() => originalsApi.endpoints.getFairSeeds.select()(s.getState()).data?.nonce === 1);
  seeds.unsubscribe();
  s.close();
});

it("mines, rotation and a bet by id use their contract paths and bodies", async () => {
  const { store: s, fake } = guestStore({
    "POST /api/originals/mines/reveal": () => null,
    "POST /api/fair/seeds/rotate": () => ({ revealed: {}, active: pair(0) }),
    "GET /api/originals/bets/{id}": () => ({ id: 9 }),
    "PUT /api/fair/seeds/client-seed": () => pair(0),
  });
  await s.dispatch(originalsApi.endpoints.revealMinesTile.initiate(12));
  await s.dispatch(originalsApi.endpoints.rotateFairSeeds.initiate({ client_seed: "next" }));
  await s.dispatch(originalsApi.endpoints.setFairClientSeed.initiate("mine"));
  await s.dispatch(originalsApi.endpoints.getOriginalsBet.initiate(9));
  expect(fake.callsTo("POST /api/originals/mines/reveal")[0]!.body).toEqual({ tile: 12 });
  expect(fake.callsTo("POST /api/fair/seeds/rotate")[0]!.body).toEqual({ client_seed: "next" });
  expect(fake.callsTo("PUT /api/fair/seeds/client-seed")[0]!.body).toEqual({ client_seed: "mine" });
  expect(fake.callsTo("GET /api/originals/bets/{id}")[0]!.path).toEqual({ id: 9 });
  s.close();
});

it("a bet by id (any game) and the revealed pairs use their contract paths; a rotation refetches the pairs", async () => {
  let rotations = 0;
  const { store: s, fake } = guestStore({
    "GET /api/bets/{id}": () => ({ id: "41" }),
    "GET /api/fair/seeds/revealed": () => ({
      data: Array.from({ length: rotations }, () => ({ ...pair(3), server_seed: "b".repeat(64) })),
      current_page: 1,
      per_page: 10,
      total: rotations,
      last_page: 1,
    }),
    "POST /api/fair/seeds/rotate": () => {
      rotations += 1;
      return { revealed: {}, active: pair(0) };
    },
  });
  await s.dispatch(betsApi.endpoints.getBet.initiate(41));
  expect(fake.callsTo("GET /api/bets/{id}")[0]!.path).toEqual({ id: 41 });
  const list = s.dispatch(originalsApi.endpoints.listFairRevealedSeeds.initiate({ page: 2 }));
  await list;
  expect(fake.callsTo("GET /api/fair/seeds/revealed")[0]!.query).toEqual({ page: 2 });
  await s.dispatch(originalsApi.endpoints.rotateFairSeeds.initiate());
  await until(
    () =>
      originalsApi.endpoints.listFairRevealedSeeds.select({ page: 2 })(s.getState()).data?.total ===
      1,
  );
  list.unsubscribe();
  s.close();
});
