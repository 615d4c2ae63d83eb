import { selectSelectedWallet } from "@casino/core";
import { useAppSelector } from "../../shared/store-hooks.ts";

/** The wallet the originals play with: the selected one, its balance and coin decimals. */
export interface OriginalsWallet {
  code: string;
  balance: string;
  /** The coin's decimals, as the server formats the balance ("1000.000000" -> 6). */
  decimals: number;
}

export function useOriginalsWallet(): OriginalsWallet | null {
  const wallet = useAppSelector(selectSelectedWallet);
  if (!wallet) return null;
  const fraction = wallet.balance.split(".")[1] ?? "";
  return {
    code: wallet.entity_wallet_code,
    balance: wallet.balance,
    decimals: fraction.length || 8,
  };
}
