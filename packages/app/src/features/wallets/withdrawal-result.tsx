import { useNavigate } from "react-router";
import { useLingui } from "@lingui/react/macro";
import { href, routes, walletsActions, type RequestError, type Transaction } from "@casino/core";
import { Button, StatusChip, Inline, Stack, Text } from "@casino/ui";
import { FormAlert } from "../../shared/form/form-alert.tsx";
import { useAppDispatch } from "@casino/core/react";
import { statusLabels } from "../transactions/index.ts";
import { useMoney } from "../../shared/use-money.ts";

/**
 * The requested withdrawal: amount, address and its status, which follows the server while the
 * dialog is open (the core re-reads it on the player's realtime events); a pending withdrawal can
 * be cancelled.
 */
export function WithdrawalResult({
  transaction,
  error,
}: {
  transaction: Transaction;
  error: RequestError | null;
}) {
  const { t, i18n } = useLingui();
  const { money } = useMoney();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const amount = money(transaction.amount, transaction.entity_wallet_code);
  const address = transaction.address ?? "";
  const statusLabel = i18n._(statusLabels[transaction.status]);
  return (
    <Stack gap="md" aria-live="polite">
      <h3>{t`Withdrawal requested`}</h3>
      <Text tone="subdued">{t`${amount} to ${address}`}</Text>
      <Inline gap="sm" justify="between">
        <span>{t`Status`}</span>
        <StatusChip kind="transaction" status={transaction.status} label={statusLabel} />
      </Inline>
      <FormAlert message={error ? (error.code ?? error.message) : null} />
      <Inline gap="sm" justify="between">
        {transaction.can_cancel && transaction.status === "pending" ? (
          <Button
            variant="danger"
            onClick={() =>
              dispatch(walletsActions.withdrawalCancelRequested({ id: transaction.id }))
            }
          >
            {t`Cancel withdrawal`}
          </Button>
        ) : null}
        <Button
          variant="secondary"
          onClick={() => {
            dispatch(walletsActions.dialogClosed());
            void navigate(href(routes.transactionHistory));
          }}
        >
          {t`Transaction history`}
        </Button>
      </Inline>
    </Stack>
  );
}
