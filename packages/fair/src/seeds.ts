/**
 * The published scheme: HMAC-SHA256 keyed by the server seed (its text, UTF-8) over
 * `${clientSeed}:${nonce}:${round}` gives 32 bytes per round (round 0, 1, ...); each 4 bytes
 * make one float `b0/256 + b1/256^2 + b2/256^3 + b3/256^4` in [0, 1). A game takes as many
 * floats as it needs, in order. The float is exactly `u / 2^32` with `u` the big-endian
 * unsigned 32-bit integer of the 4 bytes: games compute on `u` with integers so no rounding of
 * a binary float can change an outcome.
 */
import { hmac } from "@noble/hashes/hmac.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";

/** What decides one bet. */
export interface Seeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** 2^32: a float is `u / TWO_32`. */
export const TWO_32 = 4294967296;

/** The SHA-256 (hex) of a server seed: what a player sees while the seed is active. */
export function hashServerSeed(serverSeed: string): string {
  return bytesToHex(sha256(utf8ToBytes(serverSeed)));
}

/** The 32 bytes of one round. */
export function roundBytes(seeds: Seeds, round: number): Uint8Array {
  return hmac(
    sha256,
    utf8ToBytes(seeds.serverSeed),
    utf8ToBytes(`${seeds.clientSeed}:${seeds.nonce}:${round}`),
  );
}

/** The first `count` 32-bit integers `u` (float = u / 2^32), 8 per round. */
export function uints(seeds: Seeds, count: number): number[] {
  const out: number[] = [];
  for (let round = 0; out.length < count; round++) {
    const bytes = roundBytes(seeds, round);
    for (let i = 0; i < 32 && out.length < count; i += 4)
      out.push(bytes[i]! * 16777216 + bytes[i + 1]! * 65536 + bytes[i + 2]! * 256 + bytes[i + 3]!);
  }
  return out;
}

/** The first `count` floats in [0, 1). */
export function floats(seeds: Seeds, count: number): number[] {
  return uints(seeds, count).map((u) => u / TWO_32);
}

/** `floor(float * n)` computed exactly from `u` (an index into n choices). */
export function pick(u: number, n: number): number {
  return Math.floor((u * n) / TWO_32);
}

/**
 * Fisher-Yates over `size` items (0-based) with the floats in order: float i picks
 * `floor(float * (size - i))` among the items not yet drawn. Returns the first `count` draws.
 */
export function shuffle(us: number[], size: number, count: number): number[] {
  const remaining = Array.from({ length: size }, (_, i) => i);
  const drawn: number[] = [];
  for (let i = 0; i < count; i++) drawn.push(remaining.splice(pick(us[i]!, size - i), 1)[0]!);
  return drawn;
}

/** A multiplier in ten-thousandths as a 4-decimal string (`19800` -> `"1.9800"`). */
export function e4(value: number | bigint): string {
  const v = BigInt(value);
  return `${v / 10000n}.${(v % 10000n).toString().padStart(4, "0")}`;
}

/** Whether a target has at most 2 decimals and lies from `min` to `max` (dice and limbo). */
export function validTarget(target: number, min: number, max: number): boolean {
  const hundredths = Math.round(target * 100);
  return (
    Math.abs(hundredths - target * 100) < 1e-6 && hundredths >= min * 100 && hundredths <= max * 100
  );
}

/** The longest client seed, in characters (Unicode code points). */
export const CLIENT_SEED_MAX_LENGTH = 64;

/**
 * A client seed (the contract's `FairClientSeed`): 1 to 64 code points of letters, marks, digits,
 * punctuation, symbols and spaces of any script, plus the zero-width joiner and non-joiner (emoji
 * sequences, some scripts); no control, format, separator-line, private-use, unassigned or lone
 * surrogate characters. Hashed as UTF-8, as the public verifiers do.
 */
export const CLIENT_SEED_PATTERN = /^[\p{L}\p{M}\p{N}\p{P}\p{S}\p{Zs}\u200C\u200D]{1,64}$/u;

/** Whether a text may be a client seed (see {@link CLIENT_SEED_PATTERN}). */
export function isClientSeed(value: string): boolean {
  return CLIENT_SEED_PATTERN.test(value);
}
