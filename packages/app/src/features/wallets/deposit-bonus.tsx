import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { bonusesApi } from "@casino/core";
import { Button, OfferPanel } from "@casino/ui";
import { useTranslateMessage } from "../../i18n/use-translate-message.ts";
import { useMutation, useQuery } from "@casino/core/react";
import { asRequestError } from "../../shared/request-error.ts";
import { useMoney } from "../../shared/use-money.ts";
import { BonusValue, trimDecimal } from "../bonuses/index.ts";

/**
 * The deposit tab's bonus: what a deposit in `coin` will activate, as the server decides it
 * (`GET /api/bonuses/deposit-offer`, the deposit handler's own rule): the match, its maximum,
 * the minimum deposit and the wagering, with an honest opt-out. Declining cancels the bonus
 * (`POST /api/bonuses/{id}/cancel`), after which the tab says the deposit gets no bonus. Nothing
 * shows when no bonus applies and the player declined none here.
 */
export function DepositBonus({ coin }: { coin: string }) {
  const { t } = useLingui();
  const { money } = useMoney();
  const translate = useTranslateMessage();
  const preview = useQuery(bonusesApi.endpoints.getDepositOffer, coin);
  const [cancel, cancelState] = useMutation(bonusesApi.endpoints.cancelBonus);
  const [declined, setDeclined] = useState<string | null>(null);
  const title = t`Bonus with this deposit`;
  // The answer of this coin (a previous coin's answer is not shown while the new one loads).
  const offer = preview.data?.entity_wallet_code === coin ? preview.data : undefined;
  const bonus = offer?.bonus ?? null;
  if (!bonus)
    return declined === coin && offer ? (
      <OfferPanel title={title} tone="none" note={t`This deposit gets no bonus.`} />
    ) : null;
  const multiplier = trimDecimal(bonus.wagering_multiplier);
  const terms = [t`Wager ${multiplier}× the bonus before it turns into real money.`];
  if (bonus.min_deposit) {
    const min = money(bonus.min_deposit, coin);
    terms.unshift(t`Minimum qualifying deposit: ${min}.`);
  }
  const failure = asRequestError(cancelState.error);
  const decline = async () => {
    const result = await cancel(bonus.id);
    if (!("error" in result)) setDeclined(coin);
  };
  return (
    <OfferPanel
      title={title}
      value={<BonusValue bonus={bonus} />}
      subtitle={bonus.name}
      terms={terms}
      note={
        cancelState.isError ? (
          <span role="alert">{translate(failure?.code ?? failure?.message)}</span>
        ) : (
          t`Declining ends this bonus for good; this deposit then gets no bonus.`
        )
      }
      actions={
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void decline()}
          loading={cancelState.isLoading}
          loadingLabel={t`Please wait`}
        >
          {t`Decline the bonus`}
        </Button>
      }
    />
  );
}
