import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import {
  selectDefaultEntityWallet,
  selectSelectedWallet,
  selectWalletDialog,
  walletsActions,
  type WalletTab,
} from "@casino/core";
import { Button, Dialog, Tabs } from "@casino/ui";
import { useAppDispatch, useAppSelector } from "@casino/core/react";
import { BuyCryptoTab } from "./buy-crypto-tab.tsx";
import { DepositTab } from "./deposit-tab.tsx";
import { SettingsTab } from "./settings-tab.tsx";
import { WithdrawTab } from "./withdraw-tab.tsx";

const tabs: readonly WalletTab[] = ["deposit", "withdraw", "buy_crypto", "setting"];

/**
 * The wallet dialog with its tabs Deposit, Withdraw, Buy Crypto and Setting. The
 * tab lives in the core's wallet state, so the header button, the wallet list and the `open-deposit`
 * deep link open it where they mean to. The coin chosen on one tab stays chosen on the others.
 */
export function WalletDialog() {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const { tab } = useAppSelector(selectWalletDialog);
  const selected = useAppSelector(selectSelectedWallet);
  const fallback = useAppSelector(selectDefaultEntityWallet);
  const [coin, setCoin] = useState<string>(selected?.entity_wallet_code ?? fallback?.code ?? "");
  const activeCoin = coin || selected?.entity_wallet_code || fallback?.code || "";
  const openList = () => {
    dispatch(walletsActions.dialogClosed());
    dispatch(walletsActions.listOpened());
  };
  return (
    <Dialog
      open
      onClose={() => dispatch(walletsActions.dialogClosed())}
      title={t`Wallet`}
      closeLabel={t`Close`}
      size="md"
      footer={
        <Button variant="ghost" size="sm" onClick={openList}>
          {t`All wallets`}
        </Button>
      }
    >
      <Tabs
        label={t`Wallet`}
        fitted
        value={tab}
        onValueChange={(id) => {
          if ((tabs as readonly string[]).includes(id))
            dispatch(walletsActions.dialogOpened({ tab: id as WalletTab }));
        }}
        tabs={[
          {
            id: "deposit",
            label: t`Deposit`,
            content: <DepositTab coin={activeCoin} onCoinChange={setCoin} />,
          },
          {
            id: "withdraw",
            label: t`Withdraw`,
            content: <WithdrawTab coin={activeCoin} onCoinChange={setCoin} />,
          },
          {
            id: "buy_crypto",
            label: t`Buy Crypto`,
            content: <BuyCryptoTab coin={activeCoin} onCoinChange={setCoin} />,
          },
          { id: "setting", label: t`Setting`, content: <SettingsTab /> },
        ]}
      />
    </Dialog>
  );
}
