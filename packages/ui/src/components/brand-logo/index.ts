export { BrandLogo, type BrandLogoProps } from "./brand-logo.tsx";
