// Sample data for the stories of the game components (never imported by components).

const names = [
  "Candy Cascade",
  "Gates of Aetheria",
  "Tome of Shadows",
  "Crash X",
  "Plinko Neon",
  "Mines Royale",
  "Dice Duel",
  "Moonlit Empress",
  "Reel Pike Splash",
  "Outlaw Bounty",
  "Jelly Reactor",
  "Ember Jester",
  "Pharaoh's Echo",
  "Sugar Rumble",
  "The Puppy Porch",
  "Cash Caravan 3",
  "Jelly Jam Jars",
  "Limbo Rocket",
  "Hilo Cyber",
  "Blackjack VIP",
];
const providers = [
  "Copperleaf Gaming",
  "Moonwell Studios",
  "Nebula Forge",
  "Quartzline",
  "Hollow Pine Games",
  "Velvet Anvil",
  "In-house Originals",
];

/** A generated portrait thumbnail (SVG data URI) so stories need no network. */
export function gameThumbnail(title: string, hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 400"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},85%,55%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},80%,22%)"/></linearGradient></defs><rect width="300" height="400" fill="url(#g)"/><g fill="rgba(255,255,255,.14)">${Array.from({ length: 12 }, (_, i) => `<rect x="${(i * 53) % 300}" y="${(i * 97) % 400}" width="24" height="24"/>`).join("")}</g><text x="150" y="360" font-family="Verdana" font-size="26" font-weight="bold" fill="#fff" text-anchor="middle">${title.replace(/[&<>']/g, "")}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export interface SampleGame {
  id: number;
  name: string;
  provider: string;
  imageSrc: string;
}

/** `count` games with names, providers and thumbnails. Thumbnails repeat every 40 games. */
export function sampleGames(count: number): SampleGame[] {
  const thumbnails = new Map<number, string>();
  return Array.from({ length: count }, (_, index) => {
    const name = names[index % names.length] ?? "Slot";
    const round = Math.floor(index / names.length);
    const key = index % 40;
    if (!thumbnails.has(key)) thumbnails.set(key, gameThumbnail(name, (key * 37) % 360));
    return {
      id: index + 1,
      name: round === 0 ? name : `${name} ${round + 1}`,
      provider: providers[index % providers.length] ?? "Provider",
      imageSrc: thumbnails.get(key) ?? "",
    };
  });
}

export const unavailableLabels = {
  LOCATION_BLOCKED: "Not available in your location",
  HIDDEN_WHEN_BONUS: "Not available while a bonus is active",
  INACTIVE: "This game is not available to play",
} as const;

/** A sample game's card as the lobby's rails and grids show it, in English (handlers not included). */
export function sampleGameCard(game: SampleGame) {
  return {
    name: game.name,
    provider: game.provider,
    imageSrc: game.imageSrc,
    unavailableLabels,
    playLabel: "Play",
    favouriteLabel: "Favourite",
  };
}
