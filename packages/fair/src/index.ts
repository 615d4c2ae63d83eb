/**
 * @casino/fair: the provably fair maths of the originals, one implementation for the sandbox
 * that plays and the client that verifies.
 */
export {
  CLIENT_SEED_MAX_LENGTH,
  CLIENT_SEED_PATTERN,
  TWO_32,
  floats,
  isClientSeed,
  hashServerSeed,
  pick,
  roundBytes,
  shuffle,
  uints,
  type Seeds,
} from "./seeds.ts";
export {
  DICE_HOUSE_EDGE,
  DICE_MAX_TARGET,
  DICE_MIN_TARGET,
  dice,
  diceMultiplier,
  validDice,
  type DiceCondition,
  type DiceOutcome,
  type DiceParams,
} from "./dice.ts";
export {
  LIMBO_HOUSE_EDGE,
  LIMBO_MAX_TARGET,
  LIMBO_MIN_TARGET,
  limbo,
  limboHundredths,
  validLimbo,
  type LimboOutcome,
  type LimboParams,
} from "./limbo.ts";
export {
  MINES_HOUSE_EDGE,
  MINES_TILES,
  minePositions,
  minesMultiplier,
  validMines,
} from "./mines.ts";
export {
  PLINKO_HOUSE_EDGE,
  PLINKO_MAX_ROWS,
  PLINKO_MIN_ROWS,
  PLINKO_RISKS,
  PLINKO_TABLES,
  plinko,
  validPlinko,
  type PlinkoOutcome,
  type PlinkoParams,
  type PlinkoRisk,
} from "./plinko.ts";
export {
  KENO_DRAWN,
  KENO_HOUSE_EDGE,
  KENO_MAX_PICKS,
  KENO_NUMBERS,
  KENO_TABLE,
  keno,
  validKeno,
  type KenoOutcome,
  type KenoParams,
} from "./keno.ts";
export { verify, type FairBet, type FairOutcome, type PaidCell } from "./verify.ts";
export {
  CURRENT_FORMULA_VERSION,
  FORMULA_VERSIONS,
  isFormulaVersion,
  type FormulaVersion,
} from "./versions.ts";
export {
  kenoRtp,
  kenoTables,
  plinkoRtp,
  plinkoTables,
  type KenoTable,
  type PlinkoTable,
} from "./tables.ts";
