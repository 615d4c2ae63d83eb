import styled from "styled-components";
import { useLingui } from "@lingui/react/macro";
import { walletsActions } from "@casino/core";
import { Button, textStyle } from "@casino/ui";
import { useAppDispatch } from "@casino/core/react";
import { useOriginalsSession } from "./session.ts";

const Alert = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: rgba(255, 92, 122, 0.12);
  ${textStyle("sm", "danger")}
`;

/**
 * Why the last bet was refused, with what to do next: Deposit when the balance is short (real
 * money), Refill when the fun balance is spent.
 */
export function BetAlert() {
  const session = useOriginalsSession();
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  if (!session.error) return null;
  const { fun } = session;
  return (
    <Alert role="alert">
      <span>{session.error}</span>
      {session.errorAction === "deposit" ? (
        <Button
          size="sm"
          onClick={() => {
            session.clearError();
            dispatch(walletsActions.dialogOpened({ tab: "deposit" }));
          }}
        >{t`Deposit`}</Button>
      ) : null}
      {session.errorAction === "refill" && fun ? (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => {
            session.clearError();
            fun.refill();
          }}
        >{t`Refill fun balance`}</Button>
      ) : null}
    </Alert>
  );
}
