import { useState, type FormEvent } from "react";
import { useLingui } from "@lingui/react/macro";
import { bonusesActions, selectRedeemingBonusCode } from "@casino/core";
import { Box, Button, FieldWithButton, TextField } from "@casino/ui";
import { useAppDispatch, useAppSelector } from "@casino/core/react";

/** The longest code the contract accepts (`RedeemBonusCodeRequest.code`). */
export const BONUS_CODE_MAX_LENGTH = 64;

/**
 * A signed-in player types a bonus code; the core redeems it (`POST /api/bonuses/redeem`) and the
 * promotion result dialog tells what happened.
 */
export function BonusCodeForm() {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const redeeming = useAppSelector(selectRedeemingBonusCode);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) {
      setError(t`Enter a bonus code.`);
      return;
    }
    setError(undefined);
    dispatch(bonusesActions.codeSubmitted({ code: trimmed }));
    setCode("");
  };
  return (
    <form onSubmit={submit} noValidate>
      <Box paddingBlockStart="md">
        <FieldWithButton>
          <TextField
            label={t`Bonus code`}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            maxLength={BONUS_CODE_MAX_LENGTH}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            error={error}
          />
          <Button type="submit" loading={redeeming !== null} loadingLabel={t`Redeeming`}>
            {t`Redeem`}
          </Button>
        </FieldWithButton>
      </Box>
    </form>
  );
}
