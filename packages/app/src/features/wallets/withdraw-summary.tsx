import { Plural, useLingui } from "@lingui/react/macro";
import { DescriptionItem, DescriptionList } from "@casino/ui";
import type { Network } from "./coins.ts";
import { compareDecimal, subtractDecimal } from "@casino/rules";
import { useMoney } from "../../shared/use-money.ts";

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
    <DescriptionList appearance="summary">
      <DescriptionItem label={t`Available`}>{money(balance, symbol)}</DescriptionItem>
      <DescriptionItem label={t`Network fee`}>
        {money(network.withdrawal_fee, symbol)}
      </DescriptionItem>
      <DescriptionItem label={t`Limits`}>{t`${min} to ${max}`}</DescriptionItem>
      <DescriptionItem label={t`You receive`}>{money(receive, symbol)}</DescriptionItem>
    </DescriptionList>
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
      <DescriptionList appearance="summary">
        <DescriptionItem label={t`Amount`}>{money(amount, symbol)}</DescriptionItem>
        <DescriptionItem label={t`Network fee`}>
          {money(network.withdrawal_fee, symbol)}
        </DescriptionItem>
        <DescriptionItem label={t`You receive`}>{money(receive, symbol)}</DescriptionItem>
        <DescriptionItem label={t`Network`}>{network.name}</DescriptionItem>
        <DescriptionItem label={t`Address`}>{address}</DescriptionItem>
        {memo ? (
          <>
            <DescriptionItem
              label={network.memo_label === "destination_tag" ? t`Destination tag` : t`Memo`}
            >
              {memo}
            </DescriptionItem>
          </>
        ) : null}
        <DescriptionItem label={t`Expected arrival`}>
          {minutes === null ? (
            t`After a manual review`
          ) : (
            <Plural value={minutes} one="In about # minute" other="In about # minutes" />
          )}
        </DescriptionItem>
      </DescriptionList>
    </section>
  );
}
