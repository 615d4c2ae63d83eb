import type { LiHTMLAttributes, ReactNode } from "react";
import styled from "styled-components";
import { sunkenRow } from "../../theme/layout.ts";

export interface WalletRowProps extends LiHTMLAttributes<HTMLLIElement> {
  /** The coin's picture (decorative: the name says which coin it is). */
  iconSrc?: string | null;
  /** The coin's name. */
  name: ReactNode;
  /** The balance, formatted, in the unit the player chose to see first. */
  amount: ReactNode;
  /** The balance in the other unit (the coin or the display currency), muted below. */
  secondaryAmount?: ReactNode;
  /** At the end of the row: a "Use" button, or a mark for the selected wallet. */
  action?: ReactNode;
}

const Item = styled.li`
  ${sunkenRow}
  flex-wrap: nowrap;
  justify-content: flex-start;
  gap: ${({ theme }) => theme.space.md};
  img {
    inline-size: ${({ theme }) => theme.sizes.iconXl};
    block-size: ${({ theme }) => theme.sizes.iconXl};
  }
  > div {
    flex: 1;
    display: flex;
    flex-direction: column;
    min-inline-size: 0;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * One wallet in a list of wallets (an `li`; put it in a `ul`): the coin's picture, its name, the
 * balance and, muted, the balance in the other unit, and an action at the end.
 */
export function WalletRow({
  iconSrc,
  name,
  amount,
  secondaryAmount,
  action,
  ...rest
}: WalletRowProps) {
  return (
    <Item {...rest}>
      {iconSrc ? <img src={iconSrc} alt="" width={28} height={28} /> : null}
      <div>
        <strong>{name}</strong>
        <span>{amount}</span>
        {secondaryAmount != null ? <small>{secondaryAmount}</small> : null}
      </div>
      {action}
    </Item>
  );
}
