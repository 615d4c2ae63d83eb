import { useLingui } from "@lingui/react/macro";
import {
  selectEntityWallets,
  selectVisibleWallets,
  selectWalletSettings,
  walletsActions,
} from "@casino/core";
import { useAppDispatch, useAppSelector } from "@casino/core/react";
import { Button, CheckIcon, Dialog, EmptyState, Stack, WalletRow } from "@casino/ui";
import { useMoney } from "../../shared/use-money.ts";

/**
 * The wallet list: every wallet (empty ones hidden when the settings say so) with its balance in
 * the coin and in the display currency (or the other way round with "show in display currency");
 * choosing one makes it the selected wallet. Links to the wallet settings.
 */
export function WalletListDialog() {
  const { t } = useLingui();
  const { money } = useMoney();
  const dispatch = useAppDispatch();
  const wallets = useAppSelector(selectVisibleWallets);
  const coins = useAppSelector(selectEntityWallets);
  const settings = useAppSelector(selectWalletSettings);
  const inFiat = settings?.display_in_fiat ?? false;
  return (
    <Dialog
      open
      onClose={() => dispatch(walletsActions.listClosed())}
      title={t`Wallets`}
      closeLabel={t`Close`}
      size="sm"
      footer={
        <Button
          variant="secondary"
          onClick={() => dispatch(walletsActions.dialogOpened({ tab: "setting" }))}
        >
          {t`Wallet settings`}
        </Button>
      }
    >
      {wallets.length === 0 ? (
        <EmptyState headingLevel={3} compact title={t`No wallets to show.`} />
      ) : (
        <Stack as="ul" gap="xs">
          {wallets.map((wallet) => {
            const coin = coins.find((c) => c.code === wallet.entity_wallet_code);
            const name = coin?.name ?? wallet.entity_wallet_code;
            const crypto = money(wallet.balance, coin?.symbol ?? wallet.entity_wallet_code);
            const fiat = money(wallet.fiat_amount, wallet.fiat_currency);
            return (
              <WalletRow
                key={wallet.entity_wallet_code}
                iconSrc={coin?.coin_image}
                name={name}
                amount={inFiat ? fiat : crypto}
                secondaryAmount={inFiat ? crypto : fiat}
                action={
                  wallet.is_selected ? (
                    <CheckIcon title={t`Selected`} />
                  ) : (
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={t`Use ${name}`}
                      onClick={() =>
                        dispatch(
                          walletsActions.selectRequested({ code: wallet.entity_wallet_code }),
                        )
                      }
                    >
                      {t`Use`}
                    </Button>
                  )
                }
              />
            );
          })}
        </Stack>
      )}
    </Dialog>
  );
}
