import { useLingui } from "@lingui/react/macro";
import { coreApi, selectEntityWallets, type EntityWallet } from "@casino/core";
import { Button, EmptyState, Select, Spinner } from "@casino/ui";
import { useQuery, useAppDispatch, useAppSelector } from "@casino/core/react";
import type { Network } from "./coins.ts";

/** The coins of the catalogue, optionally filtered (e.g. coins that take withdrawals). */
export function useCoins(filter?: (coin: EntityWallet) => boolean): EntityWallet[] {
  const coins = useAppSelector(selectEntityWallets);
  return filter ? coins.filter(filter) : coins;
}

/**
 * The coins as {@link useCoins}, read again when shown if the start-up load failed, and how that
 * load stands: `loading` while none are known, `failed` when they could not be read (with
 * `retry`), so an empty list is never mistaken for "no coins".
 */
export function useCoinsQuery(filter?: (coin: EntityWallet) => boolean) {
  const dispatch = useAppDispatch();
  const query = useQuery(coreApi.endpoints.entityWallets, undefined);
  const coins = useCoins(filter);
  return {
    coins,
    loading: !query.data && !query.isError,
    failed: !query.data && query.isError,
    retry: () => {
      dispatch(coreApi.endpoints.entityWallets.initiate(undefined, { forceRefetch: true }));
    },
  };
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

/**
 * What a wallet tab shows when it has no coin to offer: a spinner while the coins load, that they
 * could not be loaded (with Try again), or `emptyTitle` when the catalogue has none for the tab.
 */
export function NoCoins({
  coins,
  emptyTitle,
}: {
  coins: ReturnType<typeof useCoinsQuery>;
  emptyTitle: string;
}) {
  const { t } = useLingui();
  if (coins.loading) return <Spinner label={t`Loading coins`} />;
  if (coins.failed)
    return (
      <EmptyState
        title={t`The coins could not be loaded.`}
        headingLevel={3}
        compact
        action={
          <Button variant="secondary" onClick={coins.retry}>
            {t`Try again`}
          </Button>
        }
      />
    );
  return <EmptyState title={emptyTitle} headingLevel={3} compact />;
}
