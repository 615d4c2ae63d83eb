export { Banner, bannerRole, type BannerProps, type BannerTone } from "./banner.tsx";
