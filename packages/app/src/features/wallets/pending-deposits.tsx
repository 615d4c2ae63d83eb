import { selectPendingDeposits } from "@casino/core";
import styled from "styled-components";
import { useLingui } from "@lingui/react/macro";
import { plural } from "@lingui/core/macro";
import { useAppSelector } from "@casino/core/react";
import { StatusChip, sunkenRow, Stack } from "@casino/ui";
import { useMoney } from "../../shared/use-money.ts";

const List = styled(Stack).attrs({ forwardedAs: "ul", gap: "xs" })`
  li {
    ${sunkenRow}
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
  const { money } = useMoney();
  const deposits = useAppSelector(selectPendingDeposits);
  if (deposits.length === 0) return null;
  return (
    <section aria-labelledby="pending-deposits-title" aria-live="polite">
      <Title id="pending-deposits-title">{t`Incoming deposits`}</Title>
      <List>
        {deposits.map((deposit) => {
          const amount = money(deposit.amount, deposit.entity_wallet_code);
          const seen = deposit.confirmations ?? 0;
          const needed = deposit.required_confirmations ?? 0;
          return (
            <li key={deposit.id}>
              <span>{amount}</span>
              <span>
                {t({
                  message: plural(
                    { needed },
                    { one: `${seen} of # confirmation`, other: `${seen} of # confirmations` },
                  ),
                })}
              </span>
              <StatusChip kind="deposit" status="pending" label={t`Pending`} />
            </li>
          );
        })}
      </List>
    </section>
  );
}
