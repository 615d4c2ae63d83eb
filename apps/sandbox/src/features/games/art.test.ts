import { gameSvg, houseStyle } from "./art.ts";
import type { GameRecord } from "./repository.ts";

function game(overrides: Partial<GameRecord>): GameRecord {
  return {
    id: 1,
    slug: "cosmic-frontier",
    name: "Cosmic Frontier",
    engine: "slot",
    engine_params: { reels: 5, rows: 3, symbol_set: "space" },
    kind: "slots",
    description: null,
    rtp: "96.50",
    volatility: "medium",
    min_bet: "0.10",
    max_bet: "100",
    status: "active",
    blocked_countries: [],
    hidden_when_bonus: false,
    has_demo: true,
    tags: [],
    release_date: "2026-01-01",
    popularity: 1,
    is_new: false,
    is_hot: false,
    likes_count: 0,
    provider: { id: 1, slug: "nebula-forge", name: "Nebula Forge", color: "#7c3aed" },
    ...overrides,
  };
}

/** The reel windows a slot tile draws (one per reel, filled with the reel gradient). */
const reelCount = (svg: string) => svg.match(/fill="url\(#reel\)"/g)?.length ?? 0;

describe("game tiles", () => {
  it("draws a slot's own reel count, not one template of three reels for every slot", () => {
    expect(
      reelCount(gameSvg(game({ engine_params: { reels: 5, rows: 3, symbol_set: "space" } }))),
    ).toBe(5);
    expect(
      reelCount(gameSvg(game({ engine_params: { reels: 3, rows: 3, symbol_set: "space" } }))),
    ).toBe(3);
  });

  it("gives each theme its own backdrop: the same slot in two themes is drawn differently", () => {
    const space = gameSvg(game({ engine_params: { reels: 5, rows: 3, symbol_set: "space" } }));
    const egypt = gameSvg(game({ engine_params: { reels: 5, rows: 3, symbol_set: "egypt" } }));
    const strip = (svg: string) => svg.replace(/<text[\s\S]*?<\/text>/g, "");
    expect(strip(space)).not.toBe(strip(egypt));
  });

  it("sets a provider's tiles in its house style, which differs between providers", () => {
    const styles = new Set(
      [
        "nebula-forge",
        "copperleaf-gaming",
        "tidecall-studios",
        "ironlotus",
        "pixelharbor",
        "duskfeather",
      ].map((slug) => JSON.stringify(houseStyle(slug))),
    );
    expect(styles.size).toBeGreaterThan(1);
    const a = gameSvg(
      game({ provider: { id: 1, slug: "nebula-forge", name: "N", color: "#000" } }),
    );
    expect(a).toContain(houseStyle("nebula-forge").titleFont.family);
  });

  it("shows a live table as live, with its dealer, and an RNG table without either", () => {
    const live = gameSvg(
      game({
        engine: "roulette",
        kind: "live_casino",
        name: "Velvet Roulette",
        engine_params: { variant: "european", dealer: "Ava", multipliers: [] },
      }),
    );
    expect(live).toContain(">LIVE<");
    expect(live).toContain(">Ava<");
    const rng = gameSvg(
      game({
        engine: "roulette",
        kind: "table_games",
        name: "Classic Roulette",
        engine_params: { variant: "european", dealer: null, multipliers: [] },
      }),
    );
    expect(rng).not.toContain(">LIVE<");
  });

  it("promises what the table plays: the American wheel's double zero, two balls, three wheels", () => {
    const table = (name: string, variant: string) =>
      gameSvg(
        game({
          engine: "roulette",
          kind: "table_games",
          name,
          engine_params: { variant, dealer: null, multipliers: [] },
        }),
      );
    expect(table("Classic Roulette", "american")).toContain("0 · 00");
    expect(table("Classic Roulette", "european")).not.toContain("0 · 00");
    expect(table("Classic Roulette", "european")).toContain(">EUROPEAN 0<");
    const balls = (svg: string) => svg.match(/fill="#fff" stroke="#9ca3af"/g)?.length ?? 0;
    expect(balls(table("Classic Roulette", "european"))).toBe(1);
    expect(balls(table("Double Ball Roulette", "european"))).toBe(2);
    expect(balls(table("Multi-Wheel Roulette", "european"))).toBe(3);
  });

  it("shows a multiplier table's top multiplier", () => {
    const svg = gameSvg(
      game({
        engine: "roulette",
        kind: "live_casino",
        name: "Tempest Roulette",
        engine_params: { variant: "european", dealer: "Mika", multipliers: [50, 100, 500] },
      }),
    );
    expect(svg).toContain("UP TO 500×");
  });

  it("escapes the title and the dealer's name", () => {
    const svg = gameSvg(
      game({
        engine: "roulette",
        kind: "live_casino",
        name: "Tom & Jerry's <Roulette>",
        engine_params: { variant: "european", dealer: "<b>", multipliers: [] },
      }),
    );
    expect(svg).not.toContain("<b>");
    expect(svg).not.toContain("<Roulette>");
  });
});
