/**
 * The games simulated bets are placed on until the game catalogue arrives
 * (Sandbox server III). Their images are served by the sandbox.
 */

/** A game of the simulated bet feed (the contract's `GameSummary` without its image URL). */
export interface SimulatedGame {
  id: number;
  slug: string;
  name: string;
  color: string;
}

export const simulatedGames: SimulatedGame[] = [
  { id: 1, slug: "dice", name: "Dice", color: "#3B82F6" },
  { id: 2, slug: "plinko", name: "Plinko", color: "#EC4899" },
  { id: 3, slug: "mines", name: "Mines", color: "#10B981" },
  { id: 4, slug: "limbo", name: "Limbo", color: "#F59E0B" },
  { id: 5, slug: "crash", name: "Crash", color: "#EF4444" },
  { id: 6, slug: "sweet-bonanza", name: "Sweet Bonanza", color: "#A855F7" },
  { id: 7, slug: "gates-of-olympus", name: "Gates of Olympus", color: "#6366F1" },
  { id: 8, slug: "lightning-roulette", name: "Lightning Roulette", color: "#0EA5E9" },
];

/** A game's cover: a coloured card with its name, as SVG. */
export function gameSvg(game: SimulatedGame): string {
  const name = game.name.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400" viewBox="0 0 300 400" role="img" aria-label="${name}">
<title>${name}</title>
<rect width="300" height="400" rx="24" fill="${game.color}"/>
<text x="150" y="210" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="30" font-weight="700" fill="#ffffff">${name}</text>
</svg>
`;
}
