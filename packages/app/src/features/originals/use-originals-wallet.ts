import { selectEntityWallets, selectSelectedWallet } from "@casino/core";
import { useAppSelector } from "@casino/core/react";

/** The wallet the originals play with: the selected one, its balance and coin decimals. */
export interface OriginalsWallet {
  code: string;
  balance: string;
  /** The coin's decimals (the catalogue's; else as the server formats the balance). */
  decimals: number;
}

export function useOriginalsWallet(): OriginalsWallet | null {
  const wallet = useAppSelector(selectSelectedWallet);
  const coins = useAppSelector(selectEntityWallets);
  if (!wallet) return null;
  const coin = coins.find((c) => c.code === wallet.entity_wallet_code);
  const fraction = wallet.balance.split(".")[1] ?? "";
  return {
    code: wallet.entity_wallet_code,
    balance: wallet.balance,
    decimals: coin?.decimals ?? (fraction.length || 8),
  };
}
