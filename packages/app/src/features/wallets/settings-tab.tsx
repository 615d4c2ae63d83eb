import { useEffect } from "react";
import { useLingui } from "@lingui/react/macro";
import { fiatCurrencies } from "@casino/api";
import { selectWalletSettings, walletsActions, type WalletSettings } from "@casino/core";
import { useAppDispatch, useAppSelector } from "@casino/core/react";
import { Select, Spinner, Switch, Stack } from "@casino/ui";

/**
 * Setting tab: every field of the contract's wallet settings — display currency (EUR / USD), hide
 * zero balances, show balances in the display currency. A change is saved at once; balances are
 * reloaded in the new currency.
 */
export function SettingsTab() {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const settings = useAppSelector(selectWalletSettings);
  useEffect(() => {
    dispatch(walletsActions.settingsRequested());
  }, [dispatch]);
  if (!settings) return <Spinner label={t`Loading wallet settings`} />;
  const save = (change: Partial<WalletSettings>) =>
    dispatch(walletsActions.settingsSubmitted({ ...settings, ...change }));
  return (
    <Stack gap="md">
      <Select
        label={t`Display currency`}
        value={settings.display_currency}
        options={fiatCurrencies.map((code) => ({ value: code, label: code }))}
        onChange={(event) =>
          save({ display_currency: event.target.value as WalletSettings["display_currency"] })
        }
      />
      <Switch
        label={t`Hide zero balances`}
        description={t`Wallets without a balance are left out of the wallet list.`}
        checked={settings.hide_zero_balances}
        onCheckedChange={(checked) => save({ hide_zero_balances: checked })}
      />
      <Switch
        label={t`Show balances in the display currency`}
        description={t`Balances are shown in EUR or USD instead of the coin.`}
        checked={settings.display_in_fiat}
        onCheckedChange={(checked) => save({ display_in_fiat: checked })}
      />
    </Stack>
  );
}
