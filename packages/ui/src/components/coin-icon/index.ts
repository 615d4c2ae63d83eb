export {
  CoinIcon,
  monogramText,
  monogramTone,
  type CoinIconProps,
  type CoinIconSize,
} from "./coin-icon.tsx";
