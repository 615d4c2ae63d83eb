/**
 * Tournaments: players take part by betting at least `min_bet_usd` on an eligible game (the
 * scope's games, providers or categories) between `starts_at` and `ends_at`; each settled bet of
 * the pipeline (`betSettled`) counts once (`competition_bets`) and moves the player's points by
 * the ranking rule (./ranking.ts). The scheduled {@link openDueTournaments} announces a
 * tournament once when it goes live (`player_new_tournament`); {@link finishDueTournaments}
 * finishes each ended tournament exactly once (one conditional update claims it, in the same
 * database transaction as the final ranks and the prizes), then notifies the winners.
 *
 * Files by job: `create.ts` (a tournament and its prizes), `present.ts` (what the API shows),
 * `subscribers.ts` (points from settled rounds), `jobs.ts` (announce, finish), `ranking.ts` (the
 * ranking rules). Other features import this file only.
 */
export { createTournament, type NewTournament } from "./create.ts";
export { liveTournamentCount } from "./present.ts";
export { tournamentBetEffect } from "./subscribers.ts";
export { finishDueTournaments, runCompetitionJobs } from "./jobs.ts";
