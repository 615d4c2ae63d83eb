import { useEffect, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { selectDepositAddress, walletsActions, siteApi } from "@casino/core";
import {
  Button,
  EmptyState,
  ExternalLinkIcon,
  NumericField,
  Stack,
  Text,
  ButtonLink,
} from "@casino/ui";
import { useAppOptions } from "../../routes/app-options.tsx";
import { useAppDispatch, useAppSelector, useQuery } from "@casino/core/react";
import { buyCryptoOptions } from "./buy-crypto.ts";
import { CoinSelect, useCoins } from "./coin-picker.tsx";
import { findCoin, LIGHTNING_CODE, networksFor } from "./coins.ts";
import type { CoinTabProps } from "./deposit-tab.tsx";
import { sanitizeAmount } from "@casino/rules";

/**
 * Buy Crypto tab: hands off to the site's providers (the site settings' provider and the shell's
 * configured ones) in a new tab, with the player's deposit address, the coin and an optional
 * amount. A site without providers says so and points to the deposit tab.
 */
export function BuyCryptoTab({ coin, onCoinChange }: CoinTabProps) {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const { siteHostname, buyCrypto = [] } = useAppOptions();
  const { data: site, isLoading } = useQuery(siteApi.endpoints.getSiteSettings, siteHostname);
  const coins = useCoins(
    (c) => c.code !== LIGHTNING_CODE && c.networks.some((n) => n.deposit_enabled),
  );
  const entity = findCoin(coins, coin) ?? coins[0] ?? null;
  const network = networksFor(entity, "deposit")[0] ?? null;
  const address = useAppSelector(selectDepositAddress);
  const [amount, setAmount] = useState("");
  const options = entity ? buyCryptoOptions(site?.buy_crypto, buyCrypto, entity.code) : [];

  useEffect(() => {
    if (!entity || !network || options.length === 0) return;
    if (address?.entity_wallet_code === entity.code && address.network === network.kind) return;
    dispatch(
      walletsActions.depositAddressRequested({
        entity_wallet_code: entity.code,
        kind: network.kind,
      }),
    );
  }, [dispatch, entity?.code, network?.kind, options.length]); // eslint-disable-line react-hooks/exhaustive-deps

  if (isLoading) return null;
  if (!entity || options.length === 0) {
    return (
      <EmptyState
        headingLevel={3}
        compact
        title={t`Buying crypto is not available on this site yet.`}
        description={t`You can deposit crypto from another wallet or exchange instead.`}
        action={
          <Button
            onClick={() => dispatch(walletsActions.dialogOpened({ tab: "deposit" }))}
          >{t`Go to deposit`}</Button>
        }
      />
    );
  }
  const current = address && address.entity_wallet_code === entity.code ? address : null;
  const symbol = entity.symbol;
  const values = {
    address: current?.address ?? "",
    currency: symbol,
    network: network?.kind ?? "",
    amount,
  };
  return (
    <Stack gap="md">
      <CoinSelect coins={coins} value={entity.code} onChange={onCoinChange} />
      <NumericField
        mode="decimal"
        label={t`Amount (${symbol}, optional)`}
        value={amount}
        onValueChange={(v) => setAmount(sanitizeAmount(v, entity.symbol))}
      />
      <Text tone="subdued">{t`The provider opens in a new tab and sends the coins to your deposit address.`}</Text>
      {options.map((option) => {
        const href = current ? option.href(values) : null;
        const name = option.name;
        return href ? (
          <ButtonLink key={name} href={href} target="_blank" rel="noopener noreferrer">
            {t`Buy with ${name}`}
            <ExternalLinkIcon title={t`opens in a new tab`} />
          </ButtonLink>
        ) : (
          <Button key={name} disabled>
            {t`Buy with ${name}`}
          </Button>
        );
      })}
    </Stack>
  );
}
