import { useLingui } from "@lingui/react/macro";
import { selectEntityWallets, type EntityWallet } from "@casino/core";
import { Select } from "@casino/ui";
import { useAppSelector } from "../../shared/store-hooks.ts";
import type { Network } from "./coins.ts";

/** The coins of the catalogue, optionally filtered (e.g. coins that take withdrawals). */
export function useCoins(filter?: (coin: EntityWallet) => boolean): EntityWallet[] {
  const coins = useAppSelector(selectEntityWallets);
  return filter ? coins.filter(filter) : coins;
}

/** A coin select (name and symbol of each coin). */
export function CoinSelect({
  coins,
  value,
  onChange,
}: {
  coins: readonly EntityWallet[];
  value: string;
  onChange: (code: string) => void;
}) {
  const { t } = useLingui();
  return (
    <Select
      label={t`Coin`}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      options={coins.map((coin) => ({
        value: coin.code,
        label: coin.name === coin.symbol ? coin.name : `${coin.name} (${coin.symbol})`,
      }))}
    />
  );
}

/** A network select for one coin. */
export function NetworkSelect({
  networks,
  value,
  onChange,
}: {
  networks: readonly Network[];
  value: string;
  onChange: (kind: string) => void;
}) {
  const { t } = useLingui();
  return (
    <Select
      label={t`Network`}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      options={networks.map((network) => ({ value: network.kind, label: network.name }))}
    />
  );
}
