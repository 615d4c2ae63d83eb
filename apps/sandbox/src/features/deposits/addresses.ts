/**
 * Deposit addresses: one per player, coin and network, created on first
 * request and stable afterwards. Addresses are derived from an HMAC of the
 * player and network with the app key, shaped to the network's format (they
 * pass the network's `address_pattern`; they are not spendable keys). XRP and
 * TON deposits go to the casino's shared address with the player's
 * destination tag / memo.
 */
import { createHmac } from "node:crypto";
import type { Db } from "../../db/types.ts";
import type { CoinSpec, NetworkSpec } from "../wallets/index.ts";

const BASE58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
const BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l";
const BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/** Shared casino addresses of the memo networks. */
export const sharedAddresses: Record<string, string> = {
  XRP: "rSandboxCasinoDepositsXRP1111",
  TON: `EQ${"SandboxCasinoDepositsTON".padEnd(46, "A")}`,
};

/** `length` characters of `alphabet` drawn from a keyed hash stream. */
function chars(seed: string, alphabet: string, length: number): string {
  let out = "";
  for (let block = 0; out.length < length; block++) {
    const bytes = createHmac("sha256", seed).update(String(block)).digest();
    for (const byte of bytes) {
      if (out.length === length) break;
      out += alphabet[byte % alphabet.length];
    }
  }
  return out;
}

/** An address of the network's format for a seed. */
export function deriveAddress(kind: string, seed: string): string {
  switch (kind) {
    case "BTC":
      return `bc1q${chars(seed, BECH32, 38)}`;
    case "LTC":
      return `ltc1q${chars(seed, BECH32, 38)}`;
    case "DOGE":
      return `D${chars(`${seed}:v`, "56789ABCDEFGHJKLMNPQRSTU", 1)}${chars(seed, BASE58, 32)}`;
    case "TRC20":
    case "TRX":
      return `T${chars(seed, BASE58, 33)}`;
    case "SOL":
    case "SPL":
      return chars(seed, BASE58, 44);
    case "LIGHTNING":
      throw new Error("Lightning has no deposit addresses");
    default:
      // ETH, ERC20, BEP20 and other EVM chains.
      return `0x${createHmac("sha256", seed).update("evm").digest("hex").slice(0, 40)}`;
  }
}

/** The deposit target of a player on a network: address and memo (destination tag / comment). */
export function depositTarget(
  appKey: string,
  userId: number,
  coin: CoinSpec,
  network: NetworkSpec,
): { address: string; memo: string | null } {
  if (network.memo_label === "destination_tag")
    return { address: sharedAddresses[network.kind]!, memo: String(100_000 + userId) };
  if (network.memo_label === "memo")
    return {
      address: sharedAddresses[network.kind]!,
      memo: `sbx-${userId}-${chars(`${appKey}:${userId}:memo`, BASE64URL.slice(0, 62), 8)}`,
    };
  // One address per chain: USDT and ETH on the same EVM chain share the player's address, as real wallets do.
  return {
    address: deriveAddress(network.kind, `${appKey}:${userId}:${network.kind}`),
    memo: null,
  };
}

/** The player's stored deposit address for a coin and network, created on first use. */
export async function depositAddress(
  db: Db,
  appKey: string,
  userId: number,
  coin: CoinSpec,
  network: NetworkSpec,
): Promise<{ address: string; memo: string | null }> {
  const existing = await db
    .selectFrom("deposit_addresses")
    .select(["address", "memo"])
    .where("user_id", "=", userId)
    .where("code", "=", coin.code)
    .where("network", "=", network.kind)
    .executeTakeFirst();
  if (existing) return existing;
  const target = depositTarget(appKey, userId, coin, network);
  await db
    .insertInto("deposit_addresses")
    .values({ user_id: userId, code: coin.code, network: network.kind, ...target })
    .onConflict((oc) => oc.columns(["user_id", "code", "network"]).doNothing())
    .execute();
  return target;
}
