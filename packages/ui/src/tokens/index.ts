export { palette, vipLevelColors, vipLevelText, type Palette, type VipLevel } from "./colors";
export { space, radii, sizes, type SpaceToken, type RadiusToken, type SizeToken } from "./space";
export {
  fonts,
  fontSizes,
  fontWeights,
  lineHeights,
  letterSpacings,
  typography,
  type FontSizeToken,
  type FontWeightToken,
} from "./typography";
export { zIndex, motion, shadows, type ZIndexToken, type ShadowToken } from "./effects";
export { breakpoints, media, type Breakpoint } from "./breakpoints";
