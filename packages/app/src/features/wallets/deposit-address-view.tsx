import styled from "styled-components";
import { Plural, useLingui } from "@lingui/react/macro";
import type { DepositAddress, EntityWallet } from "@casino/core";
import { CopyField, WarningIcon, stack, Stack, Text } from "@casino/ui";
import type { Network } from "./coins.ts";
import { LazyQrCode } from "./lazy-qr-code.tsx";
import { useMoney } from "../../shared/use-money.ts";

const MemoBox = styled.section`
  ${stack("sm")}
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.sizes.focusRing} solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  h3 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSizes.md};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const QrRow = styled.div`
  display: flex;
  justify-content: center;
`;

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
        <MemoBox aria-labelledby="deposit-memo-title">
          <h3 id="deposit-memo-title">
            <WarningIcon />
            {address.memo_label === "destination_tag"
              ? t`Destination tag required`
              : t`Memo required`}
          </h3>
          <Text tone="subdued">{t`Enter this ${memoName} with your transfer. Deposits without it cannot be credited.`}</Text>
          <CopyField label={memoName} value={address.memo} {...copy} />
        </MemoBox>
      ) : null}
      <CopyField
        label={t`Deposit address`}
        value={address.address}
        hint={t`Send only ${symbol} on ${networkName} to this address.`}
        {...copy}
      />
      <QrRow>
        <LazyQrCode value={address.address} label={t`QR code of your ${symbol} deposit address`} />
      </QrRow>
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
