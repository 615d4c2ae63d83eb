import { useLingui } from "@lingui/react/macro";
import { useNavigate } from "react-router";
import {
  bonusesActions,
  selectIsLoggedIn,
  selectRedeemingBonusCode,
  sessionActions,
} from "@casino/core";
import { Button, CopyField, Dialog } from "@casino/ui";
import { useAppDispatch, useAppSelector } from "@casino/core/react";

/**
 * The spec's "bonus promotion" dialog: the bonus a promotion offers, with its code to copy and
 * one action. A player redeems it at once (the result dialog follows); a guest's code is kept by
 * navigation rule 3 (cookie, 1 day) and redeemed when they sign up or sign in.
 */
export function BonusPromotionDialog({
  title,
  code,
  onClose,
}: {
  title: string;
  code: string;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const redeeming = useAppSelector(selectRedeemingBonusCode);
  const redeem = () => {
    dispatch(bonusesActions.codeSubmitted({ code }));
    onClose();
  };
  const signUp = () => {
    onClose();
    void navigate(`?txtbonuscode=${encodeURIComponent(code)}`, { replace: true });
    dispatch(sessionActions.authDialogOpened({ tab: "register" }));
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={t`Get the bonus of ${title}`}
      description={
        loggedIn
          ? t`Redeem the code to add the bonus to your Available bonuses, then claim it there.`
          : t`Sign up or sign in: we keep the code for a day and add the bonus to your account.`
      }
      closeLabel={t`Close`}
      size="sm"
      footer={
        loggedIn ? (
          <Button onClick={redeem} loading={redeeming !== null} loadingLabel={t`Redeeming`}>
            {t`Redeem code`}
          </Button>
        ) : (
          <Button onClick={signUp}>{t`Sign up to get it`}</Button>
        )
      }
    >
      <CopyField
        label={t`Bonus code`}
        value={code}
        copyLabel={t`Copy`}
        copiedLabel={t`Copied`}
        errorLabel={t`Copy failed, select the text instead`}
      />
    </Dialog>
  );
}
