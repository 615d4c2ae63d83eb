import { useLingui } from "@lingui/react/macro";
import {
  selectEntityWallets,
  selectLanguage,
  selectSelectedWallet,
  selectVisibleWallets,
  walletsActions,
} from "@casino/core";
import { Button, WalletIcon, WalletSelector, type WalletOption } from "@casino/ui";
import { useAppDispatch, useAppSelector } from "../../shared/store-hooks.ts";

/**
 * Balance and wallet selector of the header, wired to the core's wallet selectors. The wallet
 * button opens the core's wallet dialog (its screens belong to features/wallets).
 */
export function HeaderWallet() {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const wallets = useAppSelector(selectVisibleWallets);
  const selected = useAppSelector(selectSelectedWallet);
  const coins = useAppSelector(selectEntityWallets);
  const locale = useAppSelector(selectLanguage);
  const options: WalletOption[] = wallets.map((wallet) => {
    const coin = coins.find((c) => c.code === wallet.entity_wallet_code);
    return {
      code: wallet.entity_wallet_code,
      balance: wallet.balance,
      fiatAmount: wallet.fiat_amount,
      name: coin?.name ?? wallet.entity_wallet_code,
      iconSrc: coin?.coin_image ?? null,
    };
  });
  return (
    <>
      <WalletSelector
        wallets={options}
        selectedCode={selected?.entity_wallet_code ?? null}
        onSelect={(code) => dispatch(walletsActions.selectRequested({ code }))}
        label={t`Select wallet`}
        locale={locale}
        fiatCurrency={selected?.fiat_currency ?? "USD"}
        emptyLabel={t`No wallets yet`}
        placeholder={t`Wallet`}
        align="end"
      />
      <Button
        size="sm"
        startIcon={<WalletIcon />}
        onClick={() => dispatch(walletsActions.dialogOpened({ tab: "deposit" }))}
      >
        {t`Deposit`}
      </Button>
    </>
  );
}
