import { createContext, useContext } from "react";
import type { OriginalSlug } from "@casino/core";
import type { ResultStripItem } from "@casino/ui";
import { useMoney } from "../../shared/use-money.ts";
import type { OriginalsWallet } from "./use-originals-wallet.ts";

/** A settled bet as the layout needs it (auto-bet rules, history). */
export interface Settled {
  id: number;
  amount: string;
  payout: string;
  multiplier: string;
  win: boolean;
}

/** What a failure lets the player do next: deposit (real money), refill (fun money). */
export type ErrorAction = "deposit" | "refill";

/**
 * What every game screen shares: wallet, stake, sound, turbo, history, the last refusal, fun mode
 * and the fairness dialog. `OriginalGame` provides it; the games and the layout read it with
 * {@link useOriginalsSession}.
 */
export interface OriginalsSession {
  slug: OriginalSlug;
  wallet: OriginalsWallet;
  amount: string;
  setAmount: (amount: string) => void;
  sound: boolean;
  /** The short reveal (remembered); auto-bet always uses it. */
  turbo: boolean;
  toggleTurbo: () => void;
  history: ResultStripItem[];
  record: (bet: Settled) => void;
  /** Fun mode (a guest, pretend money, played in the browser by the core's play saga). */
  fun: boolean;
  error: string | null;
  errorAction: ErrorAction | null;
  fail: (error: unknown) => void;
  clearError: () => void;
  /** Opens the fairness dialog (real play only). */
  openFairness: ((betId?: number) => void) | null;
  toggleSound: () => void;
}

/** The originals session of the screen (`OriginalGame` provides it). */
export const OriginalsSessionContext = createContext<OriginalsSession | null>(null);

/** The originals session of the screen: wallet, stake, tools, history and refusals. */
export function useOriginalsSession(): OriginalsSession {
  const session = useContext(OriginalsSessionContext);
  if (!session) throw new Error("useOriginalsSession needs an OriginalGame around it");
  return session;
}

/**
 * Writes an amount of the session's wallet without its unit (the screen writes the code after it):
 * a coin's 8 decimals, fun money in whole cents (`1,000.00`), as the balance shows it.
 */
export function useWalletAmount(): (amount: string | null | undefined) => string {
  const { money } = useMoney();
  const { wallet, fun } = useOriginalsSession();
  return (amount) =>
    money(amount, wallet.code, { unit: "none", ...(fun ? { decimals: wallet.decimals } : {}) });
}
