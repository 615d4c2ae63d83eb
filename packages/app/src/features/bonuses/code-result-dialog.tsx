import { useLingui } from "@lingui/react/macro";
import { type BonusCodeResult, bonusesActions } from "@casino/core";
import { useAppDispatch } from "@casino/core/react";
import { Button, Dialog, InlineError, Stack, Text } from "@casino/ui";
import { useTranslateMessage } from "../../i18n/use-translate-message.ts";
import { BonusItem } from "./bonus-item.tsx";

/**
 * The spec's "new promotion result" dialog: what redeeming a bonus code did, whether the code came
 * from a link (stored in the cookie until sign-in), a promotion or the bonus dialog. A redeemed
 * code shows its bonus, ready to claim; a refused one says why in the player's language.
 */
export function CodeResultDialog({ result }: { result: BonusCodeResult }) {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const translate = useTranslateMessage();
  const close = () => dispatch(bonusesActions.codeResultDismissed());
  const showBonuses = () => {
    close();
    dispatch(bonusesActions.dialogOpened());
  };
  const code = result.code;
  if (result.status === "rejected") {
    return (
      <Dialog
        open
        onClose={close}
        title={t`Bonus code not redeemed`}
        closeLabel={t`Close`}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={close}>{t`Close`}</Button>
            <Button onClick={showBonuses}>{t`Try another code`}</Button>
          </>
        }
      >
        <Stack gap="md">
          <Text>{t`The code ${code} could not be redeemed.`}</Text>
          <InlineError>{translate(result.error)}</InlineError>
        </Stack>
      </Dialog>
    );
  }
  return (
    <Dialog
      open
      onClose={close}
      title={t`Bonus code redeemed`}
      description={t`The code ${code} added this bonus to your Available bonuses.`}
      closeLabel={t`Close`}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={close}>{t`Later`}</Button>
          <Button onClick={showBonuses}>{t`View my bonuses`}</Button>
        </>
      }
    >
      <BonusItem bonus={result.bonus} />
    </Dialog>
  );
}
