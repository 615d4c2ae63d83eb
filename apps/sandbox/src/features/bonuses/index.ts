/**
 * Bonuses: offers become a player's bonus (`available`), the player claims it (`claimed` until
 * a qualifying deposit for deposit offers, else `active` at once), bonus money is credited to
 * the player's own `bonus` ledger account (from the house `promotions` account), every settled
 * bet moves the wagering requirement (a `betSettled` subscriber), and the bonus ends exactly
 * once: `completed` (the bonus money is released to the real balance), `expired` or `busted`
 * (forfeited back to `promotions`), `unclaimed` (never claimed). The numbered rules (B1 ...) are
 * in docs/bonuses.md.
 *
 * Files by job: `ledger.ts` (bonus money), `lifecycle.ts` (grant, activate, end), `claims.ts`
 * (what a player does), `present.ts` (what the API shows), `news.ts` (what the player is told),
 * `subscribers.ts` (deposits, settled rounds, withdrawals), `jobs.ts` (expiry). Other features
 * import this file only.
 */
export { bonusAccount, bonusFunding } from "./ledger.ts";
export { grantOffer } from "./lifecycle.ts";
export { redeemVoucher } from "./claims.ts";
export { tell, type BonusNews } from "./news.ts";
export { bonusBetEffect, onWithdrawalRequested, subscribeBonuses } from "./subscribers.ts";
export { expireBonuses } from "./jobs.ts";
