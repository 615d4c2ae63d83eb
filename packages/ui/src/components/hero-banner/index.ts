export { HeroBanner, HeroBannerPlaceholder, type HeroBannerProps } from "./hero-banner.tsx";
