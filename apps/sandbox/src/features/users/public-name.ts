/**
 * The one rule for a player's name in public places (bet feeds and their realtime events, the
 * wins ticker, highest wins, tournament leaderboards, public bet pages): a full username never
 * leaves the server there. docs/app.md, "Public names".
 */

/** What public places show for a player who chose "hide my name". */
export const HIDDEN_NAME = "Hidden";

/**
 * A username as strangers see it: names of up to four characters keep only the first one
 * (`bob` -> `b***`, `demo` -> `d***`); longer names keep the first two and the last one
 * (`alice` -> `al***e`). Characters, not UTF-16 units, are counted.
 */
export function maskUsername(username: string): string {
  const chars = [...username];
  if (chars.length <= 4) return `${chars[0] ?? ""}***`;
  return `${chars.slice(0, 2).join("")}***${chars[chars.length - 1]}`;
}

/** A player's public name: {@link HIDDEN_NAME} when they hide it, else the masked username. */
export function publicName(player: { username: string; hide_name: boolean }): string {
  return player.hide_name ? HIDDEN_NAME : maskUsername(player.username);
}
