import styled from "styled-components";
import { Plural, useLingui } from "@lingui/react/macro";
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
    overflow-wrap: anywhere;
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

/** What the player is about to send, checked once more before the request leaves. */
export interface WithdrawDraft {
  network: Network;
  symbol: string;
  amount: string;
  address: string;
  memo: string;
}

/**
 * The confirmation step of a withdrawal: amount, network fee, what arrives, the network, the full
 * address (and memo) and the expected arrival (the network's `withdrawal_eta_seconds`).
 */
export function WithdrawReview({ draft }: { draft: WithdrawDraft }) {
  const { t } = useLingui();
  const { money } = useMoney();
  const { network, symbol, amount, address, memo } = draft;
  const receive =
    compareDecimal(amount, network.withdrawal_fee) > 0
      ? subtractDecimal(amount, network.withdrawal_fee)
      : "0";
  const eta = network.withdrawal_eta_seconds;
  const minutes = eta === null ? null : Math.max(1, Math.ceil(eta / 60));
  return (
    <section aria-label={t`Withdrawal to confirm`}>
      <List>
        <dt>{t`Amount`}</dt>
        <dd>{money(amount, symbol)}</dd>
        <dt>{t`Network fee`}</dt>
        <dd>{money(network.withdrawal_fee, symbol)}</dd>
        <dt>{t`You receive`}</dt>
        <dd>{money(receive, symbol)}</dd>
        <dt>{t`Network`}</dt>
        <dd>{network.name}</dd>
        <dt>{t`Address`}</dt>
        <dd>{address}</dd>
        {memo ? (
          <>
            <dt>{network.memo_label === "destination_tag" ? t`Destination tag` : t`Memo`}</dt>
            <dd>{memo}</dd>
          </>
        ) : null}
        <dt>{t`Expected arrival`}</dt>
        <dd>
          {minutes === null ? (
            t`After a manual review`
          ) : (
            <Plural value={minutes} one="In about # minute" other="In about # minutes" />
          )}
        </dd>
      </List>
    </section>
  );
}
