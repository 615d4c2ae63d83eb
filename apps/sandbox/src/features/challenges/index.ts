/**
 * Challenges: a target on one game (`multiplier`: one settled bet of at least `min_bet_usd` whose
 * multiplier reaches `target_multiplier`; `wager`: bets of at least `min_bet_usd` on the game
 * adding up to `target_wager_usd`), a prize for the first `winners_limit` players. Completion is
 * read from the bet pipeline's `betSettled`: each bet counts once per challenge
 * (`competition_bets`), and the challenge row is locked while a winner is taken, so never more
 * than `winners_limit` players win. The scheduled {@link openDueChallenges} announces a challenge
 * once when it goes live (`player_new_challenge`).
 *
 * Files by job: `create.ts` (a challenge), `present.ts` (what the API shows), `subscribers.ts`
 * (targets and wins from settled rounds), `jobs.ts` (announce). Other features import this file
 * only.
 */
export { createChallenge, type NewChallenge } from "./create.ts";
export { liveChallengeCount, presentChallenges } from "./present.ts";
export { challengeBetEffect, countBetOnce } from "./subscribers.ts";
export { openDueChallenges, signedInPlayers, type Listener } from "./jobs.ts";
