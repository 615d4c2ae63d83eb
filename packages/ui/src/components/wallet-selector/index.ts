export { WalletSelector, type WalletSelectorProps } from "./wallet-selector.tsx";
export { WalletList, type WalletListProps, type WalletOption } from "./wallet-list.tsx";
export { usePopover, type Popover } from "./use-popover.ts";
export { useRovingList, type RovingListOptions } from "./use-roving-list.ts";
