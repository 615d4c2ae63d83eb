/**
 * The originals' catalogue rows: fixed slugs (`dice`, `limbo`, `mines`, `plinko`, `keno`). Their
 * ids come from the catalogue's `games` table when it exists (looked up by slug); before the
 * catalogue lands, fixed ids that match the simulated bet feed stand in.
 */
import { sql } from "kysely";
import type { Db } from "../../db/types.ts";
import type { Schemas } from "../../lib/contract-types.ts";
import type { Tx } from "../../lib/ledger.ts";
import type { GameRef } from "../bets/pipeline.ts";

export type OriginalSlug = Schemas["OriginalsGame"];

export const ORIGINALS: Record<OriginalSlug, { fallbackId: number; name: string }> = {
  dice: { fallbackId: 1, name: "Dice" },
  plinko: { fallbackId: 2, name: "Plinko" },
  mines: { fallbackId: 3, name: "Mines" },
  limbo: { fallbackId: 4, name: "Limbo" },
  keno: { fallbackId: 9, name: "Keno" },
};

/** The game id and slug of an original. */
export async function originalGame(db: Tx, slug: OriginalSlug): Promise<GameRef> {
  const table = await sql<{ t: string | null }>`select to_regclass('games')::text as t`.execute(db);
  if (table.rows[0]?.t) {
    const row = await sql<{ id: number }>`select id from games where slug = ${slug}`.execute(db);
    if (row.rows[0]) return { gameId: row.rows[0].id, gameSlug: slug };
  }
  return { gameId: ORIGINALS[slug].fallbackId, gameSlug: slug };
}

/** The contract's GameSummary of a game row reference (name from the catalogue when present). */
export async function gameSummaries(
  db: Db,
  refs: GameRef[],
  imageBase: string,
): Promise<Map<number, Schemas["GameSummary"]>> {
  const out = new Map<number, Schemas["GameSummary"]>();
  const table = await sql<{ t: string | null }>`select to_regclass('games')::text as t`.execute(db);
  const ids = [...new Set(refs.map((r) => r.gameId))];
  const names = new Map<number, string>();
  if (table.rows[0]?.t && ids.length > 0) {
    const rows = await sql<{ id: number; name: string }>`
      select id, name from games where id = any(${ids}::int[])`.execute(db);
    for (const row of rows.rows) names.set(row.id, row.name);
  }
  for (const ref of refs) {
    const original = ORIGINALS[ref.gameSlug as OriginalSlug];
    const name =
      names.get(ref.gameId) ??
      original?.name ??
      ref.gameSlug.replace(/-/g, " ").replace(/\b\w/g, (c) => c.toUpperCase());
    out.set(ref.gameId, {
      id: ref.gameId,
      slug: ref.gameSlug,
      name,
      image: `${imageBase}/static/games/${ref.gameSlug}.svg`,
    });
  }
  return out;
}
