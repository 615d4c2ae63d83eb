export { PayoutStrip, type PayoutStripItem, type PayoutStripProps } from "./payout-strip.tsx";
