import styled from "styled-components";
import { compareDecimal, currencyDecimals, formatLocaleAmount, roundDecimal } from "@casino/rules";
import { CoinIcon } from "../coin-icon/index.ts";

export type CurrencyAmountTone = "neutral" | "muted" | "signed" | "win";
export type CurrencyAmountSize = "sm" | "md" | "lg";

export interface CurrencyAmountProps {
  /** The amount as a decimal string from the API, e.g. `"0.00012345"`. Never a float. */
  amount: string;
  /** Currency code: `EUR` / `USD` are fiat (2 decimals), anything else crypto (8 decimals). */
  currency: string;
  /** Locale for separators and symbol placement, e.g. `de`. */
  locale: string;
  /** Override the number of decimals. */
  decimals?: number;
  /** Coin image URL. */
  iconSrc?: string | null;
  /** Show the coin icon (default true). */
  showIcon?: boolean;
  /** Show the currency symbol (fiat) or code (crypto) in the text (default true). */
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
  className?: string;
}

const fontSize = { sm: "sm", md: "md", lg: "xl" } as const;
const iconSize = { sm: "sm", md: "sm", lg: "md" } as const;

const Root = styled.span<{
  $size: CurrencyAmountSize;
  $color: "text" | "textMuted" | "success" | "danger";
}>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme, $color }) => theme.colors[$color]};
  font-size: ${({ theme, $size }) => theme.typography.fontSizes[fontSize[$size]]};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/**
 * A money amount formatted exactly from its decimal string (fiat 2 decimals,
 * crypto 8) in the given locale, with the coin icon.
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
  className,
}: CurrencyAmountProps) {
  const places = decimals ?? currencyDecimals(currency);
  const rounded = roundDecimal(amount, places);
  // -1, 0 or 1 as shown (after rounding); unparseable amounts count as zero.
  const sign = rounded === null ? 0 : compareDecimal(rounded, 0);
  const plus = sign > 0 && showPlusSign ? "+" : "";
  const text = `${plus}${formatLocaleAmount(amount, { locale, currency, decimals: places, showCurrency })}`;
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
    <Root $size={size} $color={color} className={className} data-currency={currency.toUpperCase()}>
      {showIcon ? (
        <CoinIcon code={currency} src={iconSrc} alt={iconAlt} size={iconSize[size]} />
      ) : null}
      <span>{text}</span>
    </Root>
  );
}
