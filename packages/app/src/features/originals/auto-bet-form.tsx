import { useLingui } from "@lingui/react/macro";
import type { AutoBetEnd, AutoBetStrategy } from "@casino/core";
import { Columns, NumericField, Text } from "@casino/ui";

/** The auto-bet rules as the player types them. */
export interface AutoBetForm {
  bets: string;
  stopOnProfit: string;
  stopOnLoss: string;
  onWinIncrease: string;
  onLossIncrease: string;
}

export const emptyAutoBetForm: AutoBetForm = {
  bets: "",
  stopOnProfit: "",
  stopOnLoss: "",
  onWinIncrease: "",
  onLossIncrease: "",
};

/** The strategy the core's saga plays from the typed rules (empty fields: no rule). */
export function toStrategy(form: AutoBetForm): AutoBetStrategy {
  return {
    bets: Number(form.bets || 0),
    stopOnProfit: form.stopOnProfit,
    stopOnLoss: form.stopOnLoss,
    onWinIncrease: Number(form.onWinIncrease || 0),
    onLossIncrease: Number(form.onLossIncrease || 0),
  };
}

/** The auto-bet session as the form shows it. */
export interface AutoBetView {
  running: boolean;
  played: number;
  profit: string;
  stop: AutoBetEnd | null;
}

/** The auto-bet rules (locked while a session runs) and the session's progress and end. */
export function AutoBetFields({
  form,
  onChange,
  session,
  wallet,
}: {
  form: AutoBetForm;
  onChange: (form: AutoBetForm) => void;
  session: AutoBetView;
  /** The wallet the session plays with (its code labels the profit). */
  wallet: { code: string };
}) {
  const { t } = useLingui();
  const field = (name: keyof AutoBetForm) => ({
    value: form[name],
    onValueChange: (value: string) => onChange({ ...form, [name]: value }),
    disabled: session.running,
  });
  const stopText = (stop: AutoBetEnd | null) => {
    switch (stop) {
      case "profit":
        return t`Stopped: the profit target was reached.`;
      case "loss":
        return t`Stopped: the loss limit was reached.`;
      case "count":
        return t`Stopped: all bets were played.`;
      case "manual":
        return t`Stopped.`;
      case "error":
        return t`Stopped: the bet was refused.`;
      default:
        return null;
    }
  };
  return (
    <>
      <Columns from={null}>
        <NumericField
          label={t`Number of bets`}
          hint={t`0 plays until stopped`}
          {...field("bets")}
        />
        <NumericField label={t`Stop on profit`} mode="decimal" {...field("stopOnProfit")} />
        <NumericField label={t`Stop on loss`} mode="decimal" {...field("stopOnLoss")} />
        <NumericField label={t`On win: increase by %`} {...field("onWinIncrease")} />
        <NumericField label={t`On loss: increase by %`} {...field("onLossIncrease")} />
      </Columns>
      <Text variant="bodySm" tone="subdued" role="status">
        {session.played > 0 || session.running
          ? t`Bets played: ${session.played} · Net profit: ${session.profit} ${wallet.code}`
          : null}{" "}
        {stopText(session.stop)}
      </Text>
    </>
  );
}
