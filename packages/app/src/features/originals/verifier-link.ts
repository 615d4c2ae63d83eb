import { href, PLINKO_RISKS, routes, type OriginalSlug, type PlinkoRisk } from "@casino/core";

/** The verifier's page: public, filled in from its query (a bet's "Verify" button links there). */
export const VERIFIER_PATH = href(routes.provablyFairVerify);

const GAMES: readonly OriginalSlug[] = ["dice", "limbo", "mines", "plinko", "keno"];

/** The verifier's inputs as its fields hold them (text, as typed or prefilled). */
export interface VerifierFields {
  game: OriginalSlug;
  serverSeed: string;
  clientSeed: string;
  nonce: string;
  target: string;
  condition: "over" | "under";
  mines: string;
  rows: string;
  risk: PlinkoRisk;
  picks: string;
  /** Limbo's outcome formula version ("" = the current one). */
  formula: string;
}

/** What a link may prefill: the inputs, the bet they came from and its seed pair's hash. */
export interface VerifierPrefill extends Partial<VerifierFields> {
  betId?: number;
  serverSeedHash?: string;
}

/** The verifier's empty form for a game. */
export function emptyFields(game: OriginalSlug): VerifierFields {
  return {
    game,
    serverSeed: "",
    clientSeed: "",
    nonce: "0",
    target: game === "limbo" ? "2" : "50.5",
    condition: "under",
    mines: "3",
    rows: "12",
    risk: "medium",
    picks: "",
    formula: "",
  };
}

/** Query keys of the verifier's page. */
const KEYS = {
  game: "game",
  serverSeed: "server_seed",
  serverSeedHash: "server_seed_hash",
  clientSeed: "client_seed",
  nonce: "nonce",
  target: "target",
  condition: "condition",
  mines: "mines",
  rows: "rows",
  risk: "risk",
  picks: "picks",
  formula: "formula",
  betId: "bet_id",
} as const;

/** Longest value a query key may prefill (the longest input, a client seed, is 64 characters). */
const MAX_VALUE = 128;

/**
 * The verifier's prefill from its page's query: only well-formed values are taken (an unknown
 * game, a negative nonce or an overlong seed is ignored, the field keeps its default), so a
 * crafted link can fill the form but never break it.
 */
export function prefillFromSearch(search: URLSearchParams): VerifierPrefill {
  const get = (key: string) => {
    const value = search.get(key);
    return value !== null && value.length <= MAX_VALUE ? value : undefined;
  };
  const prefill: VerifierPrefill = {};
  const game = get(KEYS.game);
  if (game && (GAMES as readonly string[]).includes(game)) prefill.game = game as OriginalSlug;
  const serverSeed = get(KEYS.serverSeed);
  if (serverSeed && /^[0-9a-f]{1,128}$/i.test(serverSeed)) prefill.serverSeed = serverSeed;
  const hash = get(KEYS.serverSeedHash);
  if (hash && /^[0-9a-f]{64}$/i.test(hash)) prefill.serverSeedHash = hash.toLowerCase();
  const clientSeed = get(KEYS.clientSeed);
  if (clientSeed && [...clientSeed].length <= 64) prefill.clientSeed = clientSeed;
  const nonce = get(KEYS.nonce);
  if (nonce && /^(0|[1-9][0-9]{0,9})$/.test(nonce)) prefill.nonce = nonce;
  const target = get(KEYS.target);
  if (target && /^[0-9]{1,7}(\.[0-9]{1,8})?$/.test(target)) prefill.target = target;
  const condition = get(KEYS.condition);
  if (condition === "over" || condition === "under") prefill.condition = condition;
  const mines = get(KEYS.mines);
  if (mines && /^[0-9]{1,2}$/.test(mines)) prefill.mines = mines;
  const rows = get(KEYS.rows);
  if (rows && /^[0-9]{1,2}$/.test(rows)) prefill.rows = rows;
  const risk = get(KEYS.risk);
  if (risk && (PLINKO_RISKS as readonly string[]).includes(risk)) prefill.risk = risk as PlinkoRisk;
  const picks = get(KEYS.picks);
  if (picks && /^[0-9]{1,2}(,[0-9]{1,2}){0,9}$/.test(picks))
    prefill.picks = picks.split(",").join(", ");
  const formula = get(KEYS.formula);
  if (formula && /^[a-z0-9._-]{1,16}$/i.test(formula)) prefill.formula = formula;
  const betId = get(KEYS.betId);
  if (betId && /^[1-9][0-9]{0,9}$/.test(betId)) prefill.betId = Number(betId);
  return prefill;
}

/** The verifier's address filled in with these inputs (only the game's own parameters). */
export function verifierPath(prefill: VerifierPrefill & { game: OriginalSlug }): string {
  const search = new URLSearchParams();
  const put = (key: string, value: string | number | undefined) => {
    if (value !== undefined && value !== "") search.set(key, String(value));
  };
  put(KEYS.game, prefill.game);
  put(KEYS.betId, prefill.betId);
  put(KEYS.serverSeed, prefill.serverSeed);
  put(KEYS.serverSeedHash, prefill.serverSeedHash);
  put(KEYS.clientSeed, prefill.clientSeed);
  put(KEYS.nonce, prefill.nonce);
  switch (prefill.game) {
    case "dice":
      put(KEYS.target, prefill.target);
      put(KEYS.condition, prefill.condition);
      break;
    case "limbo":
      put(KEYS.target, prefill.target);
      put(KEYS.formula, prefill.formula);
      break;
    case "mines":
      put(KEYS.mines, prefill.mines);
      break;
    case "plinko":
      put(KEYS.rows, prefill.rows);
      put(KEYS.risk, prefill.risk);
      break;
    case "keno":
      put(
        KEYS.picks,
        prefill.picks
          ?.split(/[\s,]+/)
          .filter(Boolean)
          .join(","),
      );
      break;
  }
  return `${VERIFIER_PATH}?${search.toString()}`;
}
