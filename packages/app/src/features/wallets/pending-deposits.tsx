import { selectPendingDeposits } from "@casino/core";
import { useLingui } from "@lingui/react/macro";
import { plural } from "@lingui/core/macro";
import { useAppSelector } from "@casino/core/react";
import { StatusChip, Stack, Box, Heading, Inline } from "@casino/ui";
import { useMoney } from "../../shared/use-money.ts";

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
    <Stack as="section" gap="xs" aria-labelledby="pending-deposits-title" aria-live="polite">
      <Heading level={3} size="sm" id="pending-deposits-title">
        {t`Incoming deposits`}
      </Heading>
      <Stack as="ul" gap="xs">
        {deposits.map((deposit) => {
          const amount = money(deposit.amount, deposit.entity_wallet_code);
          const seen = deposit.confirmations ?? 0;
          const needed = deposit.required_confirmations ?? 0;
          return (
            <Box
              as="li"
              key={deposit.id}
              paddingBlock="sm"
              paddingInline="md"
              radius="md"
              background="surfaceSunken"
            >
              <Inline gap="sm" justify="between">
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
              </Inline>
            </Box>
          );
        })}
      </Stack>
    </Stack>
  );
}
