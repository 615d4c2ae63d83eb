export { WalletRow, type WalletRowProps } from "./wallet-row.tsx";
