import { type ReactNode } from "react";
import styled from "styled-components";
import { CoinIcon } from "../coin-icon";
import { CurrencyAmount } from "../currency-amount";
import { ChevronDownIcon } from "../icons";
import { VisuallyHidden } from "../visually-hidden";
import { usePopover } from "./use-popover";
import { WalletList, type WalletOption } from "./wallet-list";

export interface WalletSelectorProps {
  wallets: WalletOption[];
  selectedCode: string | null;
  /** Called with the chosen wallet's code; the popup then closes. */
  onSelect: (code: string) => void;
  /** Accessible name of the trigger and the list, e.g. "Select wallet". */
  label: string;
  locale: string;
  fiatCurrency?: string;
  /** Shown in the popup when there are no wallets. */
  emptyLabel?: string;
  /** Shown in the trigger when no wallet is selected, e.g. "Wallet". */
  placeholder?: string;
  /** Extra content under the list, e.g. a "Wallet settings" button. */
  footer?: ReactNode;
  /** Start open (stories, tests). */
  defaultOpen?: boolean;
  /** Popup alignment relative to the trigger. */
  align?: "start" | "end";
  className?: string;
}

const Root = styled.div`
  position: relative;
  display: inline-flex;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-block-size: ${({ theme }) => theme.sizes.controlMd};
  padding-inline: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  transition: box-shadow ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard};

  &:hover,
  &[aria-expanded="true"] {
    border-color: ${({ theme }) => theme.colors.accent};
    box-shadow: ${({ theme }) => theme.shadows.glowAccent};
  }
  svg:last-child {
    transition: transform ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard};
  }
  &[aria-expanded="true"] svg:last-child {
    transform: rotate(180deg);
  }
`;

const Popup = styled.div<{ $align: "start" | "end" }>`
  position: absolute;
  inset-block-start: calc(100% + ${({ theme }) => theme.space.xs});
  ${({ $align }) => ($align === "end" ? "inset-inline-end: 0;" : "inset-inline-start: 0;")}
  z-index: ${({ theme }) => theme.zIndex.drawer};
  min-inline-size: min(20rem, calc(100vw - ${({ theme }) => theme.space.xxl}));
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const Footer = styled.div`
  padding: ${({ theme }) => theme.space.sm};
  border-block-start: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
`;

/**
 * The balance button of the header: shows the selected wallet's balance and
 * opens a listbox of all wallets to switch. Escape or a click outside closes it.
 */
export function WalletSelector({
  wallets,
  selectedCode,
  onSelect,
  label,
  locale,
  fiatCurrency,
  emptyLabel,
  placeholder,
  footer,
  defaultOpen = false,
  align = "start",
  className,
}: WalletSelectorProps) {
  const popover = usePopover<HTMLButtonElement, HTMLDivElement>(defaultOpen);
  const selected = wallets.find((wallet) => wallet.code === selectedCode);
  const currency = selected ? (selected.currency ?? selected.code) : "";
  return (
    <Root className={className}>
      <Trigger
        ref={popover.triggerRef}
        type="button"
        aria-haspopup="listbox"
        aria-expanded={popover.open}
        aria-controls={popover.open ? popover.popupId : undefined}
        onClick={popover.toggle}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" || event.key === "ArrowUp") {
            event.preventDefault();
            popover.setOpen(true);
          }
        }}
      >
        <VisuallyHidden>{label}: </VisuallyHidden>
        {selected ? (
          <>
            <CoinIcon code={currency} src={selected.iconSrc} alt="" size="sm" />
            <CurrencyAmount amount={selected.balance} currency={currency} locale={locale} showIcon={false} />
          </>
        ) : (
          <span>{placeholder}</span>
        )}
        <ChevronDownIcon size="iconSm" />
      </Trigger>
      {popover.open ? (
        <Popup ref={popover.popupRef} id={popover.popupId} $align={align}>
          <WalletList
            wallets={wallets}
            selectedCode={selectedCode}
            label={label}
            locale={locale}
            fiatCurrency={fiatCurrency}
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
