export { palette, vipLevelColors, vipLevelText, type Palette, type VipLevel } from "./colors.ts";
export { space, radii, sizes, type SpaceToken, type RadiusToken, type SizeToken } from "./space.ts";
export {
  fonts,
  japaneseFallback,
  fontSizes,
  fontWeights,
  lineHeights,
  letterSpacings,
  typography,
  type FontSizeToken,
  type FontWeightToken,
} from "./typography.ts";
export { zIndex, motion, shadows, type ZIndexToken, type ShadowToken } from "./effects.ts";
export { breakpoints, media, type Breakpoint } from "./breakpoints.ts";
