import { useId } from "react";
import styled from "styled-components";
import { stack, textStyle } from "../../theme/layout.ts";
import { CoinIcon } from "../coin-icon/index.ts";
import { CurrencyAmount } from "../currency-amount/index.ts";
import { insetList } from "./popover-parts.ts";
import { useRovingList } from "./use-roving-list.ts";

/** One wallet of the player. */
export interface WalletOption {
  /** Entity wallet code, e.g. `BTC`, `USDT`, `BTC_LIGHTNING`. */
  code: string;
  /** Balance as a decimal string. */
  balance: string;
  /** Currency of the balance when it differs from the code (e.g. `BTC` for `BTC_LIGHTNING`). */
  currency?: string;
  /** Display name, e.g. "Bitcoin Lightning"; defaults to the code. */
  name?: string;
  /** The balance's value in the player's fiat currency, as a decimal string. */
  fiatAmount?: string;
  /** Coin image URL. */
  iconSrc?: string | null;
  /** Not selectable (e.g. wallet paid out or suspended). */
  disabled?: boolean;
}

export interface WalletListProps {
  wallets: WalletOption[];
  /** Code of the selected wallet. */
  selectedCode: string | null;
  onSelect: (code: string) => void;
  /** Accessible name of the list, e.g. "Wallets". */
  label: string;
  locale: string;
  /** Fiat currency of `fiatAmount` (`EUR` or `USD`). */
  fiatCurrency?: string;
  /** Balances in fiat first (and the coin under them) instead of the coin first. */
  showFiat?: boolean;
  /** Shown when there are no wallets. */
  emptyLabel?: string;
  /** Focus the selected wallet on mount (inside a popup). */
  autoFocus?: boolean;
  className?: string;
}

const List = styled.ul`
  ${stack("xxs")}
  ${insetList}
  max-block-size: 60vh;
  overflow-y: auto;
`;

const Option = styled.li`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-block-size: ${({ theme }) => theme.sizes.controlMd};
  padding-inline: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  border: ${({ theme }) => theme.sizes.border} solid transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
  &[aria-selected="true"] {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadows.glowPrimary};
  }
  &[aria-disabled="true"] {
    cursor: not-allowed;
    opacity: 0.55;
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.sizes.focusRing} solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: ${({ theme }) => theme.sizes.border};
  }
`;

const Name = styled.span`
  ${stack()}
  min-inline-size: 0;
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
`;

const Sub = styled.span`
  ${textStyle("xs", "textMuted")}
  font-weight: ${({ theme }) => theme.typography.fontWeights.regular};
`;

const Amounts = styled.span`
  ${stack()}
  align-items: flex-end;
`;

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

/** A listbox of the player's wallets with balances; arrow keys, Home/End, type-ahead, Enter to select. */
export function WalletList({
  wallets,
  selectedCode,
  onSelect,
  label,
  locale,
  fiatCurrency = "USD",
  showFiat = false,
  emptyLabel,
  autoFocus = false,
  className,
}: WalletListProps) {
  const baseId = useId();
  const selectedIndex = wallets.findIndex((wallet) => wallet.code === selectedCode);
  const choose = (index: number) => {
    const wallet = wallets[index];
    if (wallet && !wallet.disabled) onSelect(wallet.code);
  };
  const { itemProps } = useRovingList({
    count: wallets.length,
    initialIndex: selectedIndex,
    getText: (index) => wallets[index]?.name ?? wallets[index]?.code ?? "",
    isDisabled: (index) => Boolean(wallets[index]?.disabled),
    onChoose: choose,
    autoFocus,
  });

  if (wallets.length === 0)
    return emptyLabel ? <Empty className={className}>{emptyLabel}</Empty> : null;
  return (
    <List role="listbox" aria-label={label} className={className}>
      {wallets.map((wallet, index) => {
        const currency = wallet.currency ?? wallet.code;
        const fiatAmount = wallet.fiatAmount;
        const fiat =
          fiatAmount === undefined
            ? null
            : (tone: "neutral" | "muted") => (
                <CurrencyAmount
                  amount={fiatAmount}
                  currency={fiatCurrency}
                  locale={locale}
                  showIcon={false}
                  size="sm"
                  tone={tone}
                />
              );
        return (
          <Option
            key={wallet.code}
            id={`${baseId}-${index}`}
            role="option"
            aria-selected={wallet.code === selectedCode}
            aria-disabled={wallet.disabled || undefined}
            onClick={() => choose(index)}
            {...itemProps(index)}
          >
            <CoinIcon code={currency} src={wallet.iconSrc} alt="" size="md" />
            <Name>
              {wallet.name ?? wallet.code}
              {wallet.name && wallet.name !== wallet.code ? <Sub>{wallet.code}</Sub> : null}
            </Name>
            <Amounts>
              {showFiat && fiat ? fiat("neutral") : null}
              <CurrencyAmount
                amount={wallet.balance}
                currency={currency}
                locale={locale}
                showIcon={false}
                size="sm"
                tone={showFiat && fiat ? "muted" : "neutral"}
              />
              {!showFiat && fiat ? fiat("muted") : null}
            </Amounts>
          </Option>
        );
      })}
    </List>
  );
}
