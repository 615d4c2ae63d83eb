/**
 * The originals' catalogue rows: fixed slugs (`dice`, `limbo`, `mines`, `plinko`, `keno`). Their
 * ids come from the catalogue's `games` table when it exists (looked up by slug); before the
 * catalogue lands, fixed ids that match the simulated bet feed stand in.
 */
import { sql } from "kysely";
import type { Schemas } from "../../lib/contract-types.ts";
import type { Db } from "../../db/types.ts";
import { hasTable } from "../bets/index.ts";
import type { GameRef } from "../bets/index.ts";

export type OriginalSlug = Schemas["OriginalsGame"];

export const ORIGINALS: Record<OriginalSlug, { fallbackId: number; name: string }> = {
  dice: { fallbackId: 1, name: "Dice" },
  plinko: { fallbackId: 2, name: "Plinko" },
  mines: { fallbackId: 3, name: "Mines" },
  limbo: { fallbackId: 4, name: "Limbo" },
  keno: { fallbackId: 9, name: "Keno" },
};

/**
 * The originals' catalogue ids per database, once found (a catalogue row's id never changes):
 * not a query per bet. Keyed by the long-lived database handle, never by a transaction.
 */
const foundIds = new WeakMap<Db, Map<OriginalSlug, number>>();

/** The game id and slug of an original (read outside any bet transaction). */
export async function originalGame(db: Db, slug: OriginalSlug): Promise<GameRef> {
  const known = foundIds.get(db)?.get(slug);
  if (known !== undefined) return { gameId: known, gameSlug: slug };
  if (await hasTable(db, "games")) {
    const row = await sql<{ id: number }>`select id from games where slug = ${slug}`.execute(db);
    if (row.rows[0]) {
      let ids = foundIds.get(db);
      if (!ids) foundIds.set(db, (ids = new Map()));
      ids.set(slug, row.rows[0].id);
      return { gameId: row.rows[0].id, gameSlug: slug };
    }
  }
  return { gameId: ORIGINALS[slug].fallbackId, gameSlug: slug };
}
