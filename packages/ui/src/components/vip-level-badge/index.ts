export {
  VipLevelBadge,
  type VipLevelBadgeProps,
  type VipLevelBadgeSize,
  type VipLevelLabels,
} from "./vip-level-badge.tsx";
