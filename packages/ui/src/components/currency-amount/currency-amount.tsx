import { useEffect, useLayoutEffect, useRef, useState } from "react";
import styled, { css } from "styled-components";
import { compareDecimal, currencyDecimals, formatMoney, roundDecimal } from "@casino/rules";
import { CoinIcon } from "../coin-icon/index.ts";

export type CurrencyAmountTone = "neutral" | "muted" | "signed" | "win";
export type CurrencyAmountSize = "sm" | "md" | "lg";

export interface CurrencyAmountProps {
  /** The amount as a decimal string from the API, e.g. `"0.00012345"`. Never a float. */
  amount: string;
  /** Currency code: `EUR` / `USD` are fiat (2 decimals), anything else crypto (8 decimals). */
  currency: string;
  /** The player's language, for grouping, decimal mark and symbol placement, e.g. `de`. */
  locale: string;
  /** Override the number of decimals. */
  decimals?: number;
  /** Coin image URL. */
  iconSrc?: string | null;
  /** Show the coin icon (default true; never for fiat, whose symbol is written). */
  showIcon?: boolean;
  /**
   * Write the currency's symbol (fiat) or code (crypto) (default true). Without it the coin's icon
   * stands for the code and is named by `currencyName`, so the unit is still shown and spoken.
   */
  showCurrency?: boolean;
  /** Accessible name of the currency, used when the code is not written out. */
  currencyName?: string;
  /** Prefix positive amounts with a plus sign. */
  showPlusSign?: boolean;
  /**
   * Colouring: `neutral` (text colour), `muted` (secondary text), `signed` (wins green, losses red),
   * `win` (always the success colour, e.g. payouts).
   */
  tone?: CurrencyAmountTone;
  size?: CurrencyAmountSize;
  /**
   * Fit narrow room without ever cutting the amount: first a smaller font (never below `xs`), then
   * the compact form (trailing zeros beyond the second decimal dropped), then the amount keeps its
   * width and its neighbours give way. The header balance uses it.
   */
  fit?: boolean;
  className?: string;
}

const fontSize = { sm: "sm", md: "md", lg: "xl" } as const;
const iconSize = { sm: "sm", md: "sm", lg: "md" } as const;

/** How far `fit` had to go: 0 as designed, 1 smaller font, 2 compact digits, 3 keeps its width. */
type FitLevel = 0 | 1 | 2 | 3;

const Root = styled.span<{
  $size: CurrencyAmountSize;
  $color: "text" | "textMuted" | "success" | "danger";
  $fit: FitLevel | null;
}>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme, $color }) => theme.colors[$color]};
  font-size: ${({ theme, $size, $fit }) =>
    theme.typography.fontSizes[$fit !== null && $fit > 0 ? "xs" : fontSize[$size]]};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  ${({ $fit }) =>
    $fit !== null &&
    css`
      min-inline-size: 0;
      flex-shrink: ${$fit === 3 ? 0 : 1};
      & > span {
        min-inline-size: 0;
      }
    `}
`;

/** Steps `fit` down until the digits fit their room (measured after layout, before paint). */
function useFit(enabled: boolean, text: string) {
  const ref = useRef<HTMLSpanElement>(null);
  const [level, setLevel] = useState<FitLevel>(0);
  const [shownFor, setShownFor] = useState(text);
  if (shownFor !== text) {
    setShownFor(text);
    setLevel(0);
  }
  useLayoutEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    const digits = element.lastElementChild as HTMLElement | null;
    const overflowing =
      element.scrollWidth > element.clientWidth ||
      (digits !== null && digits.scrollWidth > digits.clientWidth);
    if (overflowing && level < 3) setLevel((level + 1) as FitLevel);
  }, [enabled, level, text]);
  // A new viewport (a rotated phone, a wider window) starts again from the designed size. Only the
  // viewport: the amount's own room changes as it steps, and reacting to that would never settle.
  useEffect(() => {
    if (!enabled) return;
    const reset = () => setLevel(0);
    window.addEventListener("resize", reset);
    return () => window.removeEventListener("resize", reset);
  }, [enabled]);
  return { ref, level: enabled ? level : null };
}

/**
 * A money amount by the money rule (`formatMoney`): exact from its decimal string, fiat with 2
 * decimals and its symbol, crypto with 8 and its code (or its named coin icon), the player's
 * grouping and decimal mark, tabular figures. Never cut with an ellipsis.
 */
export function CurrencyAmount({
  amount,
  currency,
  locale,
  decimals,
  iconSrc,
  showIcon = true,
  showCurrency = true,
  currencyName,
  showPlusSign = false,
  tone = "neutral",
  size = "md",
  fit = false,
  className,
}: CurrencyAmountProps) {
  const places = decimals ?? currencyDecimals(currency);
  const rounded = roundDecimal(amount, places);
  // -1, 0 or 1 as shown (after rounding); unparseable amounts count as zero.
  const sign = rounded === null ? 0 : compareDecimal(rounded, 0);
  const options = {
    locale,
    currency,
    decimals: places,
    plusSign: showPlusSign,
    unit: showCurrency ? ("auto" as const) : ("none" as const),
  };
  const full = formatMoney(amount, options);
  const fitting = useFit(fit, full);
  const text =
    fitting.level !== null && fitting.level >= 2
      ? formatMoney(amount, { ...options, compact: true })
      : full;
  const color =
    tone === "win"
      ? "success"
      : tone === "muted"
        ? "textMuted"
        : tone === "signed" && sign !== 0
          ? sign < 0
            ? "danger"
            : "success"
          : "text";
  // With the currency written out the icon is decorative; otherwise it names the currency.
  const iconAlt = showCurrency ? "" : (currencyName ?? currency.toUpperCase());
  return (
    <Root
      ref={fitting.ref}
      $size={size}
      $color={color}
      $fit={fitting.level}
      className={className}
      data-currency={currency.toUpperCase()}
      data-fit={fitting.level ?? undefined}
    >
      {showIcon ? (
        <CoinIcon code={currency} src={iconSrc} alt={iconAlt} size={iconSize[size]} />
      ) : null}
      <span>{text}</span>
    </Root>
  );
}
