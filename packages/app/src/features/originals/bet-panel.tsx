import type { ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import { BetModeSwitch, Button, Inline, NumericField, Text, VisuallyHidden } from "@casino/ui";
import { BetAlert } from "./bet-alert.tsx";
import { FunNotice } from "./fun-notice.tsx";
import { useOriginalsSession, useWalletAmount } from "./session.ts";

export type BetMode = "manual" | "auto";

/** The stake with its halve, double and max buttons. */
export interface StakeControls {
  halve: () => void;
  double: () => void;
  max: () => void;
  locked: boolean;
}

/** The main button: bet, start or stop auto-bet, or the game's own (mines). */
export interface MainAction {
  label: string;
  run: () => void;
  disabled?: boolean;
  loading: boolean;
  danger: boolean;
}

/**
 * The bet panel of an original: the stake, the main button, why the last bet was refused, the
 * betting mode (when the game has auto-bet), the balance, the game's controls, the auto-bet
 * rules and the game's figures (inside the kit's `OriginalsFrame`).
 */
export function BetPanel({
  stake,
  main,
  mode,
  children,
}: {
  stake: StakeControls;
  main: MainAction;
  /** The mode switch, when the game offers auto-bet. */
  mode: { current: BetMode; set: (mode: BetMode) => void; locked: boolean } | null;
  /** The game's controls, the auto-bet rules and the figures, in that order. */
  children: ReactNode;
}) {
  const { t } = useLingui();
  const session = useOriginalsSession();
  const amount = useWalletAmount();
  const { wallet } = session;
  return (
    <>
      <NumericField
        label={t`Bet amount (${wallet.code})`}
        mode="decimal"
        value={session.amount}
        onValueChange={session.setAmount}
        disabled={stake.locked}
        endAdornment={
          <Inline gap="xxs" align="stretch" wrap={false}>
            <Button variant="ghost" size="sm" onClick={stake.halve} disabled={stake.locked}>
              <span aria-hidden="true">½</span>
              <VisuallyHidden>{t`Halve the stake`}</VisuallyHidden>
            </Button>
            <Button variant="ghost" size="sm" onClick={stake.double} disabled={stake.locked}>
              <span aria-hidden="true">2×</span>
              <VisuallyHidden>{t`Double the stake`}</VisuallyHidden>
            </Button>
            <Button
              variant="ghost"
              size="sm"
              title={t`Maximum stake`}
              onClick={stake.max}
              disabled={stake.locked}
            >{t`Max`}</Button>
          </Inline>
        }
      />
      <Button
        size="lg"
        fullWidth
        variant={main.danger ? "danger" : "primary"}
        onClick={main.run}
        loading={main.loading}
        loadingLabel={t`Playing`}
        disabled={main.disabled}
      >
        {main.label}
      </Button>
      <BetAlert />
      {session.fun ? <FunNotice /> : null}
      {mode ? (
        <BetModeSwitch
          label={t`Betting mode`}
          options={[
            { value: "manual", label: t`Manual` },
            { value: "auto", label: t`Auto` },
          ]}
          value={mode.current}
          onChange={mode.set}
          disabled={mode.locked}
        />
      ) : null}
      <Text variant="bodySm" tone="subdued">
        {session.fun ? t`Fun balance` : t`Balance`}:{" "}
        <Text as="strong" variant="numeric" data-testid="originals-balance">
          {amount(wallet.balance)}
        </Text>{" "}
        {wallet.code}
      </Text>
      {children}
    </>
  );
}
