/**
 * Seed pairs: per player one active pair (a random 64-hex server seed shown only by its SHA-256,
 * a client seed, a nonce counting the bets played with it). Rotating, or changing the client seed,
 * reveals the old server seed and starts a new pair at nonce 0: a pair's client seed never
 * changes, and each bet records the inputs it was played with besides. The bet that uses a pair
 * locks it and takes its nonce in the bet's own transaction, so two bets never share a nonce.
 */
import { randomBytes } from "node:crypto";
import { sql, type Selectable } from "kysely";
import { hashServerSeed } from "@casino/fair";
import type { FairSeedPairsTable } from "../../db/types.ts";
import type { Schemas } from "../../lib/contract-types.ts";
import { unprocessable } from "../../lib/errors.ts";
import { newestFirst, type Page } from "../../lib/paginate.ts";
import type { Tx } from "../../lib/ledger.ts";

export type SeedPair = Selectable<FairSeedPairsTable>;

function newServerSeed(): string {
  return randomBytes(32).toString("hex");
}

function newClientSeed(): string {
  return randomBytes(8).toString("hex");
}

async function insertPair(db: Tx, userId: number, clientSeed: string, now: Date) {
  const serverSeed = newServerSeed();
  await db
    .insertInto("fair_seed_pairs")
    .values({
      user_id: userId,
      server_seed: serverSeed,
      server_seed_hash: hashServerSeed(serverSeed),
      client_seed: clientSeed,
      created_at: now,
      revealed_at: null,
    })
    .onConflict((oc) =>
      oc
        .column("user_id")
        .where(sql<boolean>`active`)
        .doNothing(),
    )
    .execute();
}

/** The player's active pair (created on first use); `lock` takes a row lock for a bet. */
export async function activePair(
  db: Tx,
  userId: number,
  now: Date,
  lock = false,
): Promise<SeedPair> {
  const load = () => {
    const query = db
      .selectFrom("fair_seed_pairs")
      .selectAll()
      .where("user_id", "=", userId)
      .where("active", "=", true);
    return (lock ? query.forUpdate() : query).executeTakeFirst();
  };
  const found = await load();
  if (found) return found;
  await insertPair(db, userId, newClientSeed(), now);
  return (await load())!;
}

/** The pair of a round (its `seed_pair_id`). */
export function pairById(db: Tx, id: number): Promise<SeedPair> {
  return db
    .selectFrom("fair_seed_pairs")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
}

/** Takes the active pair's next nonce (inside the bet's transaction). */
export async function takeNonce(db: Tx, userId: number, now: Date): Promise<SeedPair> {
  const pair = await activePair(db, userId, now, true);
  await db
    .updateTable("fair_seed_pairs")
    .set({ nonce: pair.nonce + 1 })
    .where("id", "=", pair.id)
    .execute();
  return pair;
}

/** The player's mines round in play (its `game_round_id`), if any: it holds the seed pair. */
export async function activeMinesId(db: Tx, userId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom("mines_rounds")
    .select("game_round_id")
    .where("user_id", "=", userId)
    .where("status", "=", "active")
    .executeTakeFirst();
  return row?.game_round_id;
}

/**
 * Refuses what must wait for the player's mines round in play to end.
 * @throws ApiError 422 `mines_round_active`
 */
export async function refuseDuringMines(db: Tx, userId: number): Promise<void> {
  if ((await activeMinesId(db, userId)) !== undefined) throw unprocessable("mines_round_active");
}

/**
 * Changes the client seed: closes the active pair exactly as a rotation does (its server seed is
 * revealed) and starts a new pair with a new server seed, the chosen client seed and nonce 0. The
 * pair's earlier bets keep the client seed they were played with. Answers the new active pair.
 */
export async function setClientSeed(
  db: Tx,
  userId: number,
  clientSeed: string,
  now: Date,
): Promise<SeedPair> {
  return (await rotatePair(db, userId, clientSeed, now)).active;
}

/** Reveals the active pair and starts a new one. */
export async function rotatePair(
  db: Tx,
  userId: number,
  clientSeed: string | undefined,
  now: Date,
): Promise<{ revealed: SeedPair; active: SeedPair }> {
  await refuseDuringMines(db, userId);
  const old = await activePair(db, userId, now, true);
  const revealed = await db
    .updateTable("fair_seed_pairs")
    .set({ active: false, revealed_at: now })
    .where("id", "=", old.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await insertPair(db, userId, clientSeed ?? newClientSeed(), now);
  return { revealed, active: await activePair(db, userId, now) };
}

export function presentPair(pair: SeedPair): Schemas["FairSeedPair"] {
  return {
    server_seed_hash: pair.server_seed_hash,
    client_seed: pair.client_seed,
    nonce: pair.nonce,
    created_at: pair.created_at.toISOString(),
  };
}

export function presentRevealed(pair: SeedPair): Schemas["FairRevealedSeedPair"] {
  return {
    server_seed: pair.server_seed,
    server_seed_hash: pair.server_seed_hash,
    client_seed: pair.client_seed,
    nonce: pair.nonce,
  };
}

/** The player's pairs revealed by rotation, newest first (the active pair never). */
export async function listRevealedPairs(
  db: Tx,
  userId: number,
  query: { page?: number; per_page?: number },
): Promise<Page<Schemas["FairPastSeedPair"]>> {
  const revealed = db
    .selectFrom("fair_seed_pairs")
    .where("user_id", "=", userId)
    .where("active", "=", false)
    .where("revealed_at", "is not", null);
  const page = await newestFirst(
    revealed,
    { page: query.page ?? 1, per_page: query.per_page ?? 10 },
    "revealed_at",
  );
  return {
    ...page,
    data: page.data.map((pair) => ({
      ...presentRevealed(pair),
      created_at: pair.created_at.toISOString(),
      revealed_at: pair.revealed_at!.toISOString(),
    })),
  };
}
