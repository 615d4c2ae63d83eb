import { useEffect, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import {
  selectDepositAddress,
  selectDepositAddressError,
  selectDepositAddressPending,
  walletsActions,
} from "@casino/core";
import { Button, EmptyState, Spinner, Stack } from "@casino/ui";
import { useTranslateMessage } from "../../i18n/use-translate-message.ts";
import { useAppDispatch, useAppSelector } from "@casino/core/react";
import { CoinSelect, NetworkSelect, NoCoins, useCoinsQuery } from "./coin-picker.tsx";
import { findCoin, LIGHTNING_CODE, networksFor } from "./coins.ts";
import { DepositAddressView } from "./deposit-address-view.tsx";
import { DepositBonus } from "./deposit-bonus.tsx";
import { LightningDeposit } from "./lightning-deposit.tsx";
import { PendingDeposits } from "./pending-deposits.tsx";

/** What a wallet tab gets: the coin chosen in the dialog and how to change it. */
export interface CoinTabProps {
  coin: string;
  onCoinChange: (code: string) => void;
}

/**
 * Deposit tab: coin and network choice, then the deposit address with copy and QR code (memo or
 * destination tag shown prominently where the network needs one), or a Lightning invoice for
 * BTC_LIGHTNING; deposits seen on chain show live while they wait for confirmations. The bonus the
 * deposit will activate shows under the coin, with its opt-out ({@link DepositBonus}).
 */
export function DepositTab({ coin, onCoinChange }: CoinTabProps) {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const query = useCoinsQuery((c) => c.networks.some((n) => n.deposit_enabled));
  const { coins } = query;
  const entity = findCoin(coins, coin) ?? coins[0] ?? null;
  const networks = networksFor(entity, "deposit");
  const [networkKind, setNetworkKind] = useState("");
  const network = networks.find((n) => n.kind === networkKind) ?? networks[0] ?? null;
  const lightning = entity?.code === LIGHTNING_CODE;
  const address = useAppSelector(selectDepositAddress);
  const pending = useAppSelector(selectDepositAddressPending);
  const error = useAppSelector(selectDepositAddressError);
  const translate = useTranslateMessage();
  const requestAddress = () => {
    if (!entity || !network || lightning) return;
    dispatch(
      walletsActions.depositAddressRequested({
        entity_wallet_code: entity.code,
        kind: network.kind,
      }),
    );
  };

  // eslint-disable-next-line react-hooks/exhaustive-deps -- the coin and network stand for it
  useEffect(requestAddress, [dispatch, entity?.code, network?.kind, lightning]);

  if (!entity)
    return <NoCoins coins={query} emptyTitle={t`No coins available for deposits right now.`} />;
  const current =
    address && address.entity_wallet_code === entity.code && address.network === network?.kind
      ? address
      : null;
  return (
    <Stack gap="md">
      <CoinSelect
        coins={coins}
        value={entity.code}
        onChange={(code) => {
          setNetworkKind("");
          onCoinChange(code);
        }}
      />
      <DepositBonus coin={entity.code} />
      {lightning ? (
        <LightningDeposit />
      ) : (
        <>
          {networks.length > 0 && network ? (
            <NetworkSelect networks={networks} value={network.kind} onChange={setNetworkKind} />
          ) : null}
          {current && network ? (
            <DepositAddressView address={current} coin={entity} network={network} />
          ) : pending ? (
            <Spinner label={t`Loading the deposit address`} />
          ) : error ? (
            <EmptyState
              title={t`The deposit address could not be loaded.`}
              description={translate(error.message)}
              headingLevel={3}
              compact
              action={
                <Button variant="secondary" onClick={requestAddress}>
                  {t`Try again`}
                </Button>
              }
            />
          ) : null}
        </>
      )}
      <PendingDeposits />
    </Stack>
  );
}
