import styled from "styled-components";
import { useLingui } from "@lingui/react/macro";
import type { Network } from "./coins.ts";
import { compareDecimal, subtractDecimal } from "@casino/rules";
import { useMoney } from "../../shared/use-money.ts";

const List = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
`;

/** Balance, fee, limits and what the address receives (`amount - fee`) for a withdrawal. */
export function WithdrawSummary({
  network,
  symbol,
  balance,
  amount,
}: {
  network: Network;
  symbol: string;
  balance: string;
  amount: string;
}) {
  const { t } = useLingui();
  const { money } = useMoney();
  const valid =
    /^[0-9]+(\.[0-9]+)?$/.test(amount) && compareDecimal(amount, network.withdrawal_fee) > 0;
  const receive = valid ? subtractDecimal(amount, network.withdrawal_fee) : "0";
  const min = money(network.min_withdrawal, symbol);
  const max = money(network.max_withdrawal, symbol);
  return (
    <List>
      <dt>{t`Available`}</dt>
      <dd>{money(balance, symbol)}</dd>
      <dt>{t`Network fee`}</dt>
      <dd>{money(network.withdrawal_fee, symbol)}</dd>
      <dt>{t`Limits`}</dt>
      <dd>{t`${min} to ${max}`}</dd>
      <dt>{t`You receive`}</dt>
      <dd>{money(receive, symbol)}</dd>
    </List>
  );
}
