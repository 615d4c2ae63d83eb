import { selectPendingDeposits } from "@casino/core";
import styled from "styled-components";
import { useLingui } from "@lingui/react/macro";
import { StatusChip } from "@casino/ui";
import { useAppSelector } from "../../shared/store-hooks.ts";
import { formatMoney } from "@casino/rules";

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
`;

const Title = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.typography.fontSizes.md};
`;

/**
 * Deposits seen on chain that wait for confirmations, read from the server whenever the player
 * channel is (re)subscribed and updated live (`player_pending_deposit`); a deposit leaves the list
 * when it is credited (`player_deposit`) or, after a drop, when the resync no longer lists it.
 */
export function PendingDeposits() {
  const { t } = useLingui();
  const deposits = useAppSelector(selectPendingDeposits);
  if (deposits.length === 0) return null;
  return (
    <section aria-labelledby="pending-deposits-title" aria-live="polite">
      <Title id="pending-deposits-title">{t`Incoming deposits`}</Title>
      <List>
        {deposits.map((deposit) => {
          const amount = formatMoney(deposit.amount, deposit.entity_wallet_code);
          const seen = deposit.confirmations ?? 0;
          const needed = deposit.required_confirmations ?? 0;
          return (
            <li key={deposit.id}>
              <span>{amount}</span>
              <span>{t`${seen} of ${needed} confirmations`}</span>
              <StatusChip kind="deposit" status="pending" label={t`Pending`} />
            </li>
          );
        })}
      </List>
    </section>
  );
}
