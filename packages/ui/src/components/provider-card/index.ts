export { ProviderCard, type ProviderCardProps } from "./provider-card.tsx";
