/**
 * The bet pipeline's former way in (`features/bets/pipeline.ts` imports it): the same names as
 * ./index.ts. Delete once the pipeline imports ./index.ts.
 */
export { bonusAccount, bonusFunding } from "./index.ts";
