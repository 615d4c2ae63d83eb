export { WalletSelector, type WalletSelectorProps } from "./wallet-selector";
export { WalletList, type WalletListProps, type WalletOption } from "./wallet-list";
export { usePopover, type Popover } from "./use-popover";
export { useRovingList, type RovingListOptions } from "./use-roving-list";
