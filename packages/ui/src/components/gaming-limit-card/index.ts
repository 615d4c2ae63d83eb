export {
  GamingLimitCard,
  type GamingLimitCardProps,
  type GamingLimitRow,
} from "./gaming-limit-card.tsx";
