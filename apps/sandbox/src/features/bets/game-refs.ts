/**
 * The contract's GameSummary and ProviderSummary of the games bets refer to. Rounds store
 * `game_id` and `game_slug` (no foreign key); names and providers come from the catalogue's
 * tables (`games`, `game_providers`) when they exist, else from the slug.
 */
import { sql } from "kysely";
import type { Db } from "../../db/types.ts";
import type { Tx } from "../../lib/ledger.ts";
import type { Schemas } from "../../lib/contract-types.ts";
import type { GameRef } from "./pipeline.ts";
import { gameImage } from "../games/index.ts";

const ORIGINAL_SLUGS = ["dice", "limbo", "mines", "plinko", "keno"];
const ORIGINALS_PROVIDER = { id: 1, slug: "casino-originals", name: "Casino Originals" };
const OTHER_PROVIDER = { id: 2, slug: "sandbox-studio", name: "Sandbox Studio" };

export interface GameInfo {
  game: Schemas["GameSummary"];
  provider: Schemas["ProviderSummary"];
}

/** Tables seen to exist: the sandbox never drops a table, so each is asked about once. */
const existingTables = new Set<string>();

/** Whether a table exists (asked once per process once it does: not a query per bet). */
export async function hasTable(db: Tx, name: string): Promise<boolean> {
  if (existingTables.has(name)) return true;
  const found = await sql<{ t: string | null }>`select to_regclass(${name})::text as t`.execute(db);
  if (found.rows[0]?.t) existingTables.add(name);
  return Boolean(found.rows[0]?.t);
}

/** How long a game's catalogue name and provider are kept in memory. */
export const GAME_REF_TTL_MS = 60_000;

interface CatalogueRef {
  name: string;
  provider: Schemas["ProviderSummary"];
}

/**
 * The catalogue's names and providers by game id, per database, read at most once a
 * {@link GAME_REF_TTL_MS} (every settled bet's feed entry names its game; the catalogue's names
 * do not change while the sandbox runs): not two queries per bet. docs/performance.md.
 */
const refCaches = new WeakMap<Db, Map<number, { ref: CatalogueRef; expiresAt: number }>>();

const titleCase = (slug: string) =>
  slug.replace(/-/g, " ").replace(/\b\w/g, (c) => c.toUpperCase());

/** Game and provider summaries by game id. */
export async function gameInfos(
  db: Db,
  refs: GameRef[],
  imageBase: string,
): Promise<Map<number, GameInfo>> {
  const now = Date.now();
  let cached = refCaches.get(db);
  if (!cached) refCaches.set(db, (cached = new Map()));
  const catalogue = new Map<number, CatalogueRef>();
  for (const id of new Set(refs.map((r) => r.gameId))) {
    const hit = cached.get(id);
    if (hit && hit.expiresAt > now) catalogue.set(id, hit.ref);
  }
  const ids = [...new Set(refs.map((r) => r.gameId))].filter((id) => !catalogue.has(id));
  if (ids.length > 0 && (await hasTable(db, "games")) && (await hasTable(db, "game_providers"))) {
    const rows = await sql<{ id: number; name: string; pid: number; pslug: string; pname: string }>`
      select g.id, g.name, p.id as pid, p.slug as pslug, p.name as pname
      from games g join game_providers p on p.id = g.provider_id
      where g.id = any(${ids}::int[])`.execute(db);
    for (const row of rows.rows) {
      const ref = { name: row.name, provider: { id: row.pid, slug: row.pslug, name: row.pname } };
      catalogue.set(row.id, ref);
      cached.set(row.id, { ref, expiresAt: now + GAME_REF_TTL_MS });
    }
  }
  const out = new Map<number, GameInfo>();
  for (const ref of refs) {
    const known = catalogue.get(ref.gameId);
    const original = ORIGINAL_SLUGS.includes(ref.gameSlug);
    out.set(ref.gameId, {
      game: {
        id: ref.gameId,
        slug: ref.gameSlug,
        name: known?.name ?? titleCase(ref.gameSlug),
        image: gameImage(imageBase, ref.gameSlug),
      },
      provider: known?.provider ?? (original ? ORIGINALS_PROVIDER : OTHER_PROVIDER),
    });
  }
  return out;
}
