export {
  VipLadder,
  VipLevelCard,
  type VipLadderProps,
  type VipLevelCardProps,
  type VipLevelState,
  type VipPerk,
} from "./vip-ladder.tsx";
