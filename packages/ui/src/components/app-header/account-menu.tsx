import { type ReactNode } from "react";
import styled from "styled-components";
import { inline, stack } from "../../theme/layout.ts";
import { media } from "../../tokens/index.ts";
import { Avatar } from "../avatar/index.ts";
import { navigationClick, type NavigateHandler } from "../category-nav/index.ts";
import { ChevronDownIcon } from "../icons/index.ts";
import { VisuallyHidden } from "../visually-hidden/index.ts";
import { usePopover, useRovingList } from "../wallet-selector/index.ts";
import { PopoverAnchor, insetList, popupPanel } from "../wallet-selector/popover-parts.ts";

export interface AccountMenuItem {
  id: string;
  label: string;
  icon?: ReactNode;
  /** A link item (profile, history pages) … */
  href?: string;
  /** … or an action item (log out). */
  onSelect?: () => void;
  /** Destructive styling (log out). */
  danger?: boolean;
}

export interface AccountMenuProps {
  /** Player name: the avatar's alt text and shown in the menu header. */
  name: string;
  avatarSrc?: string;
  /** Accessible name of the menu button, e.g. "Account menu". */
  label: string;
  items: AccountMenuItem[];
  onNavigate?: NavigateHandler;
  /** Content above the items, e.g. a VIP badge. */
  header?: ReactNode;
  defaultOpen?: boolean;
  className?: string;
}

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.xxs};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover,
  &[aria-expanded="true"] {
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
`;

const Chevron = styled(ChevronDownIcon)`
  ${media.down("sm")} {
    display: none;
  }
`;

const Popup = styled.div`
  ${popupPanel}
  inset-block-start: calc(100% + ${({ theme }) => theme.space.xs});
  inset-inline-end: 0;
  min-inline-size: 14rem;
  overflow: hidden;
`;

const Header = styled.div`
  ${stack("xs")}
  padding: ${({ theme }) => theme.space.md};
  border-block-end: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
`;

const Menu = styled.ul`
  ${insetList}
`;

const Item = styled.a<{ $danger: boolean }>`
  ${inline("sm")}
  inline-size: 100%;
  min-block-size: ${({ theme }) => theme.sizes.controlMd};
  padding-inline: ${({ theme }) => theme.space.md};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme, $danger }) => ($danger ? theme.colors.danger : theme.colors.text)};
  font: inherit;
  text-align: start;
  text-decoration: none;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
  &:focus-visible {
    outline-offset: calc(-1 * ${({ theme }) => theme.sizes.focusRing});
  }
`;

interface MenuListProps {
  items: AccountMenuItem[];
  onNavigate?: NavigateHandler;
  onDone: () => void;
}

function MenuList({ items, onNavigate, onDone }: MenuListProps) {
  const activate = (item: AccountMenuItem) => {
    item.onSelect?.();
    onDone();
  };
  // Enter / Space click the item, so keyboard and pointer take the same path
  // (a link item without a router callback then follows its href natively).
  const roving = useRovingList({
    count: items.length,
    initialIndex: 0,
    getText: (index) => items[index]?.label ?? "",
    onChoose: (index) => roving.getItem(index)?.click(),
    autoFocus: true,
  });
  return (
    <Menu role="menu">
      {items.map((item, index) => {
        const common = {
          role: "menuitem",
          $danger: Boolean(item.danger),
          ...roving.itemProps(index),
        };
        return (
          <li key={item.id} role="none">
            {item.href ? (
              <Item
                {...common}
                href={item.href}
                onClick={(event) => {
                  navigationClick(item.href ?? "", onNavigate)?.(event);
                  onDone();
                }}
              >
                {item.icon}
                {item.label}
              </Item>
            ) : (
              <Item {...common} as="button" type="button" onClick={() => activate(item)}>
                {item.icon}
                {item.label}
              </Item>
            )}
          </li>
        );
      })}
    </Menu>
  );
}

/** The avatar button of the header with the account menu (profile, history, log out). */
export function AccountMenu({
  name,
  avatarSrc,
  label,
  items,
  onNavigate,
  header,
  defaultOpen = false,
  className,
}: AccountMenuProps) {
  const popover = usePopover<HTMLButtonElement, HTMLDivElement>(defaultOpen);
  return (
    <PopoverAnchor
      className={className}
      onBlur={(event) => {
        // Tab (or any focus move) out of the menu closes it, as a menu does.
        const next = event.relatedTarget as Node | null;
        if (popover.open && !event.currentTarget.contains(next)) popover.setOpen(false);
      }}
    >
      <Trigger {...popover.triggerProps("menu")}>
        <VisuallyHidden>{label}</VisuallyHidden>
        <Avatar name={name} src={avatarSrc} size="sm" decorative />
        <Chevron size="iconSm" />
      </Trigger>
      {popover.open ? (
        <Popup ref={popover.popupRef} id={popover.popupId}>
          <Header>
            <span>{name}</span>
            {header}
          </Header>
          <MenuList items={items} onNavigate={onNavigate} onDone={popover.close} />
        </Popup>
      ) : null}
    </PopoverAnchor>
  );
}
