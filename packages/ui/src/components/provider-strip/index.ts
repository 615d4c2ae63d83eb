export { ProviderStrip, type ProviderStripProps } from "./provider-strip.tsx";
