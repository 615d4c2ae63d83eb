import { Plural, useLingui } from "@lingui/react/macro";
import type { DepositAddress, EntityWallet } from "@casino/core";
import { CopyField, WarningIcon, Stack, Text, Heading, Inline, Panel } from "@casino/ui";
import type { Network } from "./coins.ts";
import { LazyQrCode } from "./lazy-qr-code.tsx";
import { useMoney } from "../../shared/use-money.ts";

/**
 * A deposit address: the memo or destination tag first and framed when the network needs one (a
 * deposit without it cannot be credited), then the address with copy and its QR code, the minimum
 * and the confirmations before it is credited.
 */
export function DepositAddressView({
  address,
  coin,
  network,
}: {
  address: DepositAddress;
  coin: EntityWallet;
  network: Network;
}) {
  const { t } = useLingui();
  const { money } = useMoney();
  const copy = {
    copyLabel: t`Copy`,
    copiedLabel: t`Copied`,
    errorLabel: t`Copy failed, select the text instead`,
  };
  const memoName = address.memo_label === "destination_tag" ? t`Destination tag` : t`Memo`;
  const minimum = money(address.min_deposit, coin.symbol);
  const confirmations = address.confirmations;
  const symbol = coin.symbol;
  const networkName = network.name;
  return (
    <Stack gap="md">
      {address.memo_label && address.memo ? (
        <Panel tone="warning" padding="md" gap="sm" aria-labelledby="deposit-memo-title">
          <Heading level={3} size="sm" id="deposit-memo-title">
            <Inline as="span" gap="xs">
              <WarningIcon />
              {address.memo_label === "destination_tag"
                ? t`Destination tag required`
                : t`Memo required`}
            </Inline>
          </Heading>
          <Text tone="subdued">{t`Enter this ${memoName} with your transfer. Deposits without it cannot be credited.`}</Text>
          <CopyField label={memoName} value={address.memo} {...copy} />
        </Panel>
      ) : null}
      <CopyField
        label={t`Deposit address`}
        value={address.address}
        hint={t`Send only ${symbol} on ${networkName} to this address.`}
        {...copy}
      />
      <Inline justify="center">
        <LazyQrCode value={address.address} label={t`QR code of your ${symbol} deposit address`} />
      </Inline>
      <Text tone="subdued">{t`Minimum deposit: ${minimum}`}</Text>
      <Text tone="subdued">
        <Plural
          value={confirmations}
          _0="Credited as soon as the network sees it."
          one="Credited after # network confirmation."
          other="Credited after # network confirmations."
        />
      </Text>
    </Stack>
  );
}
