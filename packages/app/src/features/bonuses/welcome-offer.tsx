import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import {
  bonusesApi,
  selectIsLoggedIn,
  sessionActions,
  walletsActions,
  type Bonus,
} from "@casino/core";
import { Button, Dialog, OfferPanel } from "@casino/ui";
import { useMutation, useQuery, useAppDispatch, useAppSelector } from "@casino/core/react";
import { useMoney } from "../../shared/use-money.ts";
import { BonusValue } from "./bonus-item.tsx";
import { bonusTypeLabels, trimDecimal } from "./bonus-labels.ts";

/** The terms a player checks before the first deposit: the minimum and the wagering. */
function useWelcomeTerms(bonus: Bonus): string[] {
  const { t } = useLingui();
  const { money } = useMoney();
  const multiplier = trimDecimal(bonus.wagering_multiplier);
  const terms = [t`Wager ${multiplier}× the bonus before it turns into real money.`];
  if (bonus.min_deposit) {
    const min = money(bonus.min_deposit, bonus.entity_wallet_code ?? "");
    terms.unshift(t`Minimum qualifying deposit: ${min}.`);
  }
  return terms;
}

/**
 * Deposit for the welcome offer: claims it when it is still only `available` (so the first
 * deposit activates it; the deposit tab then shows it with its opt-out) and opens the wallet on
 * its Deposit tab. A claim the server refuses (another bonus runs) still opens the tab, which
 * shows what the deposit will really get.
 */
function useDepositForWelcome() {
  const dispatch = useAppDispatch();
  const [claim, claimState] = useMutation(bonusesApi.endpoints.claimBonus);
  const deposit = async (bonus: Bonus) => {
    if (bonus.status === "available") await claim(bonus.id);
    dispatch(walletsActions.dialogOpened({ tab: "deposit" }));
  };
  return [deposit, claimState.isLoading] as const;
}

/** The after-sign-up invitation (see WelcomeOfferHost): Deposit or "Not now", either recorded. */
export function WelcomeOfferDialog({ bonus }: { bonus: Bonus }) {
  const { t, i18n } = useLingui();
  const [answer] = useMutation(bonusesApi.endpoints.answerWelcomeOffer);
  const [deposit, claiming] = useDepositForWelcome();
  const [answered, setAnswered] = useState(false);
  const terms = useWelcomeTerms(bonus);
  if (answered) return null;
  const notNow = () => {
    setAnswered(true);
    void answer();
  };
  return (
    <Dialog
      open
      onClose={notNow}
      title={i18n._(bonusTypeLabels.welcome_bonus_offer)}
      description={t`Your first deposit can get a bonus.`}
      closeLabel={t`Close`}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={notNow}>
            {t`Not now`}
          </Button>
          <Button
            loading={claiming}
            loadingLabel={t`Please wait`}
            onClick={() => {
              void answer();
              void deposit(bonus).then(() => setAnswered(true));
            }}
          >
            {t`Deposit`}
          </Button>
        </>
      }
    >
      {/* The offer's name repeats what it gives: the panel shows the value once. */}
      <OfferPanel
        title={t`Bonus on your first deposit`}
        value={<BonusValue bonus={bonus} />}
        terms={terms}
      />
    </Dialog>
  );
}

/**
 * The call to action of the welcome offer's promotion: Sign up for a guest; Deposit (opening the
 * Deposit tab) while the offer applies; that the bonus is active, or that the offer no longer
 * applies (the player deposited, or it ended), as the server says (`GET /api/bonuses/welcome`).
 */
export function WelcomeOfferAction() {
  const { t, i18n } = useLingui();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const welcome = useQuery(bonusesApi.endpoints.getWelcomeOffer, undefined, {
    skip: !loggedIn,
  });
  const [deposit, claiming] = useDepositForWelcome();
  const title = i18n._(bonusTypeLabels.welcome_bonus_offer);
  if (!loggedIn)
    return (
      <OfferPanel
        title={title}
        headingLevel={2}
        note={t`Sign up, then make your first deposit to get it.`}
        actions={
          <Button onClick={() => dispatch(sessionActions.authDialogOpened({ tab: "register" }))}>
            {t`Sign up`}
          </Button>
        }
      />
    );
  if (!welcome.data) return null;
  const bonus = welcome.data.bonus;
  if (!bonus)
    return (
      <OfferPanel
        title={title}
        headingLevel={2}
        tone="none"
        note={t`The welcome offer no longer applies to your account.`}
      />
    );
  if (bonus.status === "active")
    return (
      <OfferPanel
        title={title}
        headingLevel={2}
        value={<BonusValue bonus={bonus} />}
        note={t`Your welcome bonus is active.`}
      />
    );
  return (
    <OfferPanel
      title={title}
      headingLevel={2}
      value={<BonusValue bonus={bonus} />}
      actions={
        <Button
          loading={claiming}
          loadingLabel={t`Please wait`}
          onClick={() => void deposit(bonus)}
        >
          {t`Deposit`}
        </Button>
      }
    />
  );
}
