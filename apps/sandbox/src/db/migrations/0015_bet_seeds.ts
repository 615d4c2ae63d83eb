/**
 * Each original bet records the inputs it was played with (docs/provably-fair.md): its client
 * seed, its pair's server seed hash (with the existing `seed_pair_id` and `nonce`) and the
 * outcome formula version, so nothing done to the pair later (a client seed change, a rotation)
 * changes what the bet shows. Existing bets are backfilled from their pair as it is today, with
 * formula version 1 (limbo's formula before the published scheme's). A bet whose pair's client
 * seed was changed in place before this migration gets the pair's current client seed: the
 * original one was overwritten and cannot be recovered.
 */
import { sql, type Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("game_rounds")
    .addColumn("client_seed", "text")
    .addColumn("server_seed_hash", "text")
    .addColumn("formula_version", "integer", (c) => c.check(sql`formula_version in (1, 2)`))
    .execute();
  await sql`update game_rounds r
    set client_seed = p.client_seed, server_seed_hash = p.server_seed_hash, formula_version = 1
    from fair_seed_pairs p
    where p.id = r.seed_pair_id`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("game_rounds")
    .dropColumn("formula_version")
    .dropColumn("server_seed_hash")
    .dropColumn("client_seed")
    .execute();
}
