import { type CSSProperties, type ReactNode, useLayoutEffect, useState } from "react";
import styled from "styled-components";
import { CoinIcon } from "../coin-icon/index.ts";
import { Switch } from "../switch/index.ts";
import { media } from "../../tokens/index.ts";
import { CurrencyAmount } from "../currency-amount/index.ts";
import { ChevronDownIcon } from "../icons/index.ts";
import { VisuallyHidden } from "../visually-hidden/index.ts";
import { PopoverAnchor, popupPanel } from "./popover-parts.ts";
import { usePopover } from "./use-popover.ts";
import { WalletList, type WalletListProps } from "./wallet-list.tsx";

/** The list's wallets, selection, locale and fiat currency, passed on to the popup's WalletList. */
export interface WalletSelectorProps extends Pick<
  WalletListProps,
  "wallets" | "selectedCode" | "locale" | "fiatCurrency"
> {
  /** Called with the chosen wallet's code; the popup then closes. */
  onSelect: (code: string) => void;
  /** Accessible name of the trigger and the list, e.g. "Select wallet". */
  label: string;
  /** Shown in the popup when there are no wallets. */
  emptyLabel?: string;
  /** Shown in the trigger when no wallet is selected, e.g. "Wallet". */
  placeholder?: string;
  /**
   * Balances in the player's fiat currency (`fiatAmount` in `fiatCurrency`, 2 decimals) instead of
   * the coin: the trigger shows the fiat amount beside the coin's icon, the list puts it first.
   */
  showFiat?: boolean;
  /**
   * The switch between coin and fiat display at the top of the popup, e.g.
   * `{ label: "Show in USD", onChange }`; it reads `showFiat`.
   */
  fiatToggle?: { label: string; onChange: (showFiat: boolean) => void };
  /** Extra content under the list, e.g. a "Wallet settings" button. */
  footer?: ReactNode;
  /** Start open (stories, tests). */
  defaultOpen?: boolean;
  /** Popup alignment relative to the trigger. */
  align?: "start" | "end";
  className?: string;
}

const Root = styled(PopoverAnchor)`
  min-inline-size: 0;
  max-inline-size: 100%;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-block-size: ${({ theme }) => theme.sizes.controlMd};
  min-inline-size: 0;
  max-inline-size: 100%;
  padding-inline: ${({ theme }) => theme.space.md};
  ${media.down("sm")} {
    gap: ${({ theme }) => theme.space.xs};
    padding-inline: ${({ theme }) => theme.space.sm};
    & > svg:last-child {
      display: none;
    }
  }
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  transition: box-shadow ${({ theme }) => theme.motion.duration.fast}
    ${({ theme }) => theme.motion.easing.standard};

  &:hover,
  &[aria-expanded="true"] {
    border-color: ${({ theme }) => theme.colors.accent};
    box-shadow: ${({ theme }) => theme.shadows.glowAccent};
  }
  & > * {
    flex-shrink: 0;
  }
  /* The balance gives way first, by stepping its font and form down (never by clipping). */
  & > [data-fit] {
    flex-shrink: 1;
  }
  & > [data-fit="3"] {
    flex-shrink: 0;
  }
  svg:last-child {
    transition: transform ${({ theme }) => theme.motion.duration.fast}
      ${({ theme }) => theme.motion.easing.standard};
  }
  &[aria-expanded="true"] svg:last-child {
    transform: rotate(180deg);
  }
`;

const Popup = styled.div<{ $align: "start" | "end" }>`
  ${popupPanel}
  inset-block-start: calc(100% + ${({ theme }) => theme.space.xs});
  ${({ $align }) => ($align === "end" ? "inset-inline-end: 0;" : "inset-inline-start: 0;")}
  min-inline-size: min(20rem, calc(100vw - ${({ theme }) => theme.space.xxl}));
  /* Phones: a full-width sheet under the trigger, never off-screen. */
  ${media.down("sm")} {
    position: fixed;
    inset-block-start: var(--popup-top, ${({ theme }) => theme.space.huge});
    inset-inline: ${({ theme }) => theme.space.sm};
    min-inline-size: 0;
  }
`;

const FiatToggle = styled.div`
  padding: ${({ theme }) => theme.space.sm};
  border-block-start: ${({ theme }) => theme.sizes.border} solid
    ${({ theme }) => theme.colors.border};
`;

const Footer = styled.div`
  padding: ${({ theme }) => theme.space.sm};
  border-block-start: ${({ theme }) => theme.sizes.border} solid
    ${({ theme }) => theme.colors.border};
`;

/**
 * The balance button of the header: the selected wallet's coin icon (standing for its code) and its
 * whole balance by the money rule, in the coin or in the player's fiat currency; it opens a
 * listbox of all wallets to switch, with the coin / fiat switch on top. Escape or a click outside
 * closes it. The balance is never cut: it fits as `CurrencyAmount`'s `fit` says.
 */
export function WalletSelector({
  wallets,
  selectedCode,
  onSelect,
  label,
  locale,
  fiatCurrency = "USD",
  showFiat = false,
  fiatToggle,
  emptyLabel,
  placeholder,
  footer,
  defaultOpen = false,
  align = "start",
  className,
}: WalletSelectorProps) {
  const popover = usePopover<HTMLButtonElement, HTMLDivElement>(defaultOpen);
  // Where the phone sheet starts: just under the trigger.
  const [popupTop, setPopupTop] = useState<string | undefined>(undefined);
  useLayoutEffect(() => {
    if (!popover.open || !popover.triggerRef.current) return;
    const rect = popover.triggerRef.current.getBoundingClientRect();
    setPopupTop(`${Math.round(rect.bottom + 4)}px`);
  }, [popover.open, popover.triggerRef]);
  const selected = wallets.find((wallet) => wallet.code === selectedCode);
  const currency = selected ? (selected.currency ?? selected.code) : "";
  return (
    <Root className={className}>
      <Trigger {...popover.triggerProps("listbox")}>
        <VisuallyHidden>{label}: </VisuallyHidden>
        {selected ? (
          <>
            {/* The coin's icon stands for its code (named, so the unit is spoken too). */}
            <CoinIcon
              code={currency}
              src={selected.iconSrc}
              alt={selected.name ?? currency.toUpperCase()}
              size="sm"
            />
            {showFiat && selected.fiatAmount !== undefined ? (
              <CurrencyAmount
                amount={selected.fiatAmount}
                currency={fiatCurrency}
                locale={locale}
                showIcon={false}
                fit
              />
            ) : (
              <CurrencyAmount
                amount={selected.balance}
                currency={currency}
                locale={locale}
                showIcon={false}
                showCurrency={false}
                fit
              />
            )}
          </>
        ) : (
          <span>{placeholder}</span>
        )}
        <ChevronDownIcon size="iconSm" />
      </Trigger>
      {popover.open ? (
        <Popup
          ref={popover.popupRef}
          id={popover.popupId}
          $align={align}
          style={{ "--popup-top": popupTop } as CSSProperties}
        >
          {fiatToggle ? (
            <FiatToggle>
              <Switch
                label={fiatToggle.label}
                checked={showFiat}
                onCheckedChange={fiatToggle.onChange}
              />
            </FiatToggle>
          ) : null}
          <WalletList
            wallets={wallets}
            selectedCode={selectedCode}
            label={label}
            locale={locale}
            fiatCurrency={fiatCurrency}
            showFiat={showFiat}
            emptyLabel={emptyLabel}
            autoFocus
            onSelect={(code) => {
              onSelect(code);
              popover.close();
            }}
          />
          {footer ? <Footer>{footer}</Footer> : null}
        </Popup>
      ) : null}
    </Root>
  );
}
