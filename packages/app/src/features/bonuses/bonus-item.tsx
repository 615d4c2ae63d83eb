import { useState } from "react";
import { Plural, useLingui } from "@lingui/react/macro";
import { bonusesApi, type Bonus } from "@casino/core";
import { percentOf } from "@casino/rules";
import { useMutation } from "@casino/core/react";
import {
  BonusCard,
  Button,
  Countdown,
  Dialog,
  Stack,
  InlineError,
  Inline,
  Disclosure,
} from "@casino/ui";
import { asRequestError } from "../../shared/request-error.ts";
import { useTranslateMessage } from "../../i18n/use-translate-message.ts";
import { bonusStatusLabels, bonusTypeLabels, trimDecimal } from "./bonus-labels.ts";
import { useCountdownLabels } from "./countdown-labels.ts";
import { useMoney } from "../../shared/use-money.ts";

const squash = (text: string) => text.toLowerCase().replace(/\s+/g, "");

/** The offer in plain figures, as a bonus name would state it ("100%upto200usdt"), or null. */
function plainOffer(bonus: Bonus): string | null {
  const coin = bonus.entity_wallet_code ?? "";
  if (bonus.type === "free_spins_offer" && bonus.free_spins_count) {
    return `${bonus.free_spins_count}freespins`;
  }
  if (!bonus.amount) return null;
  const amount = `${trimDecimal(bonus.amount)}${coin}`;
  const offered = bonus.status === "available" || bonus.status === "claimed";
  return offered && bonus.deposit_match_percent
    ? `${trimDecimal(bonus.deposit_match_percent)}%upto${amount}`
    : amount;
}

/**
 * Whether the card shows the offer under the name: not when there is none, nor when the name
 * already states it ("Welcome bonus: 100 % up to 200 USDT"), which would read twice.
 */
export function showsOffer(bonus: Bonus): boolean {
  const offer = plainOffer(bonus);
  return offer !== null && !squash(bonus.name).includes(squash(offer));
}

/** What the bonus gives, e.g. "100% up to 200 USDT", "25 free spins on Book of Gold", "10 USDT". */
export function BonusValue({ bonus }: { bonus: Bonus }) {
  const { t } = useLingui();
  const { money } = useMoney();
  const coin = bonus.entity_wallet_code ?? "";
  // The money rule when the coin is known; a bare figure otherwise.
  const amountText = (amount: string) => (coin ? money(amount, coin) : trimDecimal(amount));
  if (bonus.type === "free_spins_offer" && bonus.free_spins_count) {
    const count = bonus.free_spins_count;
    const game = bonus.free_spins_game?.name;
    return game ? (
      <Plural value={count} one={`# free spin on ${game}`} other={`# free spins on ${game}`} />
    ) : (
      <Plural value={count} one="# free spin" other="# free spins" />
    );
  }
  // Before the deposit the offer is a match up to a cap; once credited, the amount is what came.
  const offered = bonus.status === "available" || bonus.status === "claimed";
  if (offered && bonus.deposit_match_percent && bonus.amount) {
    const percent = trimDecimal(bonus.deposit_match_percent);
    const amount = amountText(bonus.amount);
    return <>{t`${percent}% up to ${amount}`}</>;
  }
  return <>{bonus.amount ? amountText(bonus.amount) : null}</>;
}

/** The terms of a bonus as a list a player can check before claiming. */
function BonusTerms({ bonus }: { bonus: Bonus }) {
  const { t } = useLingui();
  const { money } = useMoney();
  const coin = bonus.entity_wallet_code ?? "";
  const amountText = (amount: string) => (coin ? money(amount, coin) : trimDecimal(amount));
  const multiplier = trimDecimal(bonus.wagering_multiplier);
  const lines: string[] = [t`Wager ${multiplier}× the bonus before it turns into real money.`];
  if (bonus.min_deposit) {
    const min = amountText(bonus.min_deposit);
    lines.push(t`Minimum qualifying deposit: ${min}.`);
  }
  if (bonus.max_bet) {
    const max = amountText(bonus.max_bet);
    lines.push(t`Maximum bet while wagering: ${max}.`);
  }
  lines.push(t`Slots count 100%, originals 20%, table games 10%, live casino 0% towards wagering.`);
  lines.push(t`Only one bonus can be active at a time. Cancelling forfeits the bonus money.`);
  return (
    <Disclosure summary={t`Terms`}>
      {bonus.description ? <p>{bonus.description}</p> : null}
      <ul>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </Disclosure>
  );
}

/**
 * One bonus of the dialog on the kit's card: type, offer, status, wagering progress (patched live
 * by `update_bonus_item`), the expiry countdown, the terms, and claim or cancel (cancel asks
 * first, since the bonus money is forfeited). Failures show the error catalogue's text.
 */
export function BonusItem({ bonus: given }: { bonus: Bonus }) {
  const { t, i18n } = useLingui();
  const translate = useTranslateMessage();
  const countdownLabels = useCountdownLabels();
  const [claim, claimState] = useMutation(bonusesApi.endpoints.claimBonus);
  const [cancel, cancelState] = useMutation(bonusesApi.endpoints.cancelBonus);
  // The answer of a claim or cancel shows until the given bonus (refetched, or a snapshot such as
  // the result dialog's) catches up, so the card never offers an action that already happened.
  const cancelled = cancelState.data;
  const claimed = claimState.data;
  const bonus =
    cancelled && given.status !== "busted"
      ? cancelled
      : claimed && given.status === "available"
        ? claimed
        : given;
  const [confirming, setConfirming] = useState(false);
  const coin = bonus.entity_wallet_code ?? "";
  const failure = asRequestError(claimState.error ?? cancelState.error);
  const failed = claimState.isError || cancelState.isError;
  const wagered = trimDecimal(bonus.wagered);
  const required = trimDecimal(bonus.wagering_required);
  const percent = Math.floor(bonus.progress_percent);
  const name = bonus.name;
  const wagering =
    bonus.status === "active" || bonus.status === "completed"
      ? {
          label: t`Wagering`,
          // The bar's position is the share wagered (a percentage, not money), computed exactly.
          value: Number(percentOf(bonus.wagered, bonus.wagering_required) ?? 0),
          max: 100,
          valueText: t`${wagered} of ${required} ${coin} (${percent}%)`,
        }
      : undefined;
  const expires = bonus.expires_at ? new Date(bonus.expires_at) : null;
  const expiry = expires ? i18n.date(expires, { dateStyle: "medium", timeStyle: "short" }) : "";
  const running =
    bonus.status === "available" || bonus.status === "claimed" || bonus.status === "active";
  const footnote = (
    <Stack gap="sm">
      {bonus.status === "claimed" ? (
        <span>{t`Make a qualifying deposit to activate this bonus.`}</span>
      ) : null}
      {expires && running && expires.getTime() > Date.now() ? (
        <Inline gap="sm">
          <span>{t`Expires in`}</span>
          <Countdown target={expires} labels={countdownLabels} label={t`Time left on ${name}`} />
        </Inline>
      ) : expires ? (
        <span>{t`Expiry: ${expiry}`}</span>
      ) : null}
      <BonusTerms bonus={bonus} />
      {failed ? (
        <InlineError>
          {translate(failure?.code ?? failure?.fieldErrors.code?.[0] ?? failure?.message)}
        </InlineError>
      ) : null}
    </Stack>
  );
  return (
    <>
      <BonusCard
        type={bonus.type}
        typeLabel={i18n._(bonusTypeLabels[bonus.type])}
        title={bonus.name}
        value={showsOffer(bonus) ? <BonusValue bonus={bonus} /> : undefined}
        status={bonus.status}
        statusLabel={i18n._(bonusStatusLabels[bonus.status])}
        wagering={wagering}
        footnote={footnote}
        claimLabel={bonus.status === "available" ? t`Claim bonus` : undefined}
        onClaim={() => void claim(bonus.id)}
        claiming={claimState.isLoading}
        cancelLabel={bonus.can_cancel ? t`Cancel bonus` : undefined}
        onCancel={() => setConfirming(true)}
        cancelling={cancelState.isLoading}
        busyLabel={t`Please wait`}
      />
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t`Cancel this bonus?`}
        description={t`${name} ends now and its bonus money is forfeited. This cannot be undone.`}
        closeLabel={t`Close`}
        role="alertdialog"
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t`Keep bonus`}
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                setConfirming(false);
                void cancel(bonus.id);
              }}
            >
              {t`Cancel bonus`}
            </Button>
          </>
        }
      />
    </>
  );
}
