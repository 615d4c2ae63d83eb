import { useState, type FormEvent } from "react";
import styled from "styled-components";
import { useLingui } from "@lingui/react/macro";
import { bonusesActions, selectRedeemingBonusCode } from "@casino/core";
import { Button, TextField } from "@casino/ui";
import { useAppDispatch, useAppSelector } from "@casino/core/react";

/** The longest code the contract accepts (`RedeemBonusCodeRequest.code`). */
export const BONUS_CODE_MAX_LENGTH = 64;

const Form = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding-block-start: ${({ theme }) => theme.space.md};
  & > :first-child {
    flex: 1 1 auto;
    min-inline-size: 0;
  }
`;

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
    <Form onSubmit={submit} noValidate>
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
    </Form>
  );
}
